export * from './locations.ts';
export * from './dockSchedules.ts';

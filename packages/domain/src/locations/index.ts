export * from './locations.ts';
export * from './dockSchedules.ts';
export * from './form.ts';
export * from './deleting.ts';
export * from './dockWindows.ts';

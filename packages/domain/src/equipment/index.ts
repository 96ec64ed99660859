export * from './equipment.ts';

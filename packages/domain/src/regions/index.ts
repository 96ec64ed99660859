export * from './regions.ts';

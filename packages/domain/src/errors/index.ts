export * from './failures.ts';

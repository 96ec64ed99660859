export * from './search.ts';

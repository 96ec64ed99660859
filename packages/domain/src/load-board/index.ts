export * from './geo.ts';
export * from './search.ts';

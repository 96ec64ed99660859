export * from './geo.ts';
export * from './search.ts';
export * from './postings.ts';

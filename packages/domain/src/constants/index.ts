export * from './timings.ts';
export * from './limits.ts';
export * from './layout.ts';

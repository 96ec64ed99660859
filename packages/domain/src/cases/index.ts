export * from './cases.ts';

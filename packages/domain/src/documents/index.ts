export * from './documents.ts';
export * from './capture.ts';

export * from './failures.ts';
export * from './answers.ts';

export * from './cases.ts';
export * from './raise.ts';

export * from './answers.ts';
export * from './rateRequests.ts';

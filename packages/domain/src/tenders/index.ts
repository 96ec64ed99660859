export * from './answers.ts';
export * from './rateRequests.ts';
export * from './customerScore.ts';
export * from './offersOfALoad.ts';

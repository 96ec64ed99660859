export * from './session.ts';
export * from './signInFailure.ts';

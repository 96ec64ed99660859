export * from './session.ts';
export * from './signInFailure.ts';
export * from './driverLink.ts';

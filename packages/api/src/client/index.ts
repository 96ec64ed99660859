export * from './ApiError.ts';
export * from './createApiClient.ts';
export * from './token.ts';

export * from './user.ts';
export * from './visibility.ts';
export * from './routes.ts';
export * from './titles.ts';
export * from './capabilities.ts';

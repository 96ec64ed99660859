export * from './profile.ts';
export * from './picture.ts';

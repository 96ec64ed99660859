export * from './notes.ts';

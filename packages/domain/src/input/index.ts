export * from './storedText.ts';

export * from './ics.ts';

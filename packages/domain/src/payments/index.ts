export * from './payments.ts';

export * from './shipments.ts';

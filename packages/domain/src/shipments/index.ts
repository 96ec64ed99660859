export * from './shipments.ts';
export * from './transitions.ts';

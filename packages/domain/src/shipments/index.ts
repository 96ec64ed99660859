export * from './shipments.ts';
export * from './transitions.ts';
export * from './problems.ts';

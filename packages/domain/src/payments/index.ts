export * from './payments.ts';
export * from './csv.ts';

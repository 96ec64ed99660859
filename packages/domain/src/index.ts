export * from './messages/translator.ts';
export * from './enums/index.ts';
export * from './messages/catalog.ts';
export * from './access/index.ts';
export * from './errors/index.ts';
export * from './constants/index.ts';

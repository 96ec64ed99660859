export * from './messages/translator.ts';

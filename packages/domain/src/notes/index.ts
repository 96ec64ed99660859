export * from './notes.ts';
export * from './noteHtml.ts';

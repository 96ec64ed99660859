export * from './notes.ts';
export * from './noteHtml.ts';
export * from './noteEditorState.ts';

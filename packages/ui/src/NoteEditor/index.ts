export { NoteEditor, NoteEditorSkeleton } from './lazy.tsx';
export type { NoteEditorProps, NoteEditorPayload } from './types.ts';
export { noteMessages, useNoteText, type NoteMessageKey, type NoteTranslate } from './noteMessages.ts';

export { NoteEditor, NoteEditorSkeleton } from './lazy.tsx';
export type { NoteEditorProps, NoteEditorPayload } from './types.ts';
export { noteMessages, type NoteMessageKey } from './noteMessages.ts';

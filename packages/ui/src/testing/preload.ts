/**
 * Loads the note editor's code (Lexical) ahead of time, so a story's first render shows the editor
 * rather than its skeleton and a cold chunk load does not eat a play function's time.
 *
 * @example loaders: [async () => { await preloadNoteEditor(); return {}; }]
 */
export async function preloadNoteEditor(): Promise<void> {
  await import('../NoteEditor/NoteEditor.tsx');
}

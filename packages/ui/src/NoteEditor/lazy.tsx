import { lazy, Suspense } from 'react';
import * as styles from './NoteEditor.css.ts';
import { useI18n } from '../i18n/I18nContext.tsx';
import type { NoteEditorProps } from './types.ts';

const LazyNoteEditor = lazy(() => import('./NoteEditor.tsx'));

/** What shows while the editor's code (Lexical) loads. */
export function NoteEditorSkeleton({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <div
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      role="status"
      aria-label={t('kit.noteEditor.loading')}
      data-note-editor-skeleton=""
    />
  );
}

/**
 * The note editor, loaded on demand: Lexical is fetched the first time an editor renders, so it is
 * never in the first route's bundle. A skeleton of the same height shows meanwhile.
 *
 * @example
 * <NoteEditor
 *   onSubmit={({ html, json, text, mentions }) => addNote.mutateAsync({ … })}
 *   saving={addNote.isPending}
 *   onSearchMentions={(q) => searchMentions(q)}
 * />
 */
export function NoteEditor(props: NoteEditorProps) {
  return (
    <Suspense fallback={<NoteEditorSkeleton className={props.className} />}>
      <LazyNoteEditor {...props} />
    </Suspense>
  );
}

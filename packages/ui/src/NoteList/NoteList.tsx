import { sortNotesNewestFirst, type MentionableUser, type Note } from '@freightkit/domain';
import { useMemo } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';
import type { NoteEditorPayload } from '../NoteEditor/types.ts';
import { NoteItem } from '../NoteItem/NoteItem.tsx';
import * as styles from './NoteList.css.ts';

/** Props of {@link NoteList}. */
export interface NoteListProps {
  /** The notes, in any order: they are shown newest first. */
  notes?: readonly Note[];
  /** The notes are loading: placeholders show. @default false */
  loading?: boolean;
  /** Loading failed: 'Unable to retrieve notes' shows instead of the list. @default false */
  error?: boolean;
  /** Saves an edited note (offered on writable notes only). Resolve to close the editor. */
  onEdit?: (note: Note, payload: NoteEditorPayload) => Promise<unknown>;
  /** Deletes a note (offered on writable notes only). */
  onDelete?: (note: Note) => void;
  /** Id of the note being saved or deleted, whose actions are disabled meanwhile. */
  savingNoteId?: string | null;
  /** Users who can be @mentioned while editing. */
  mentionableUsers?: readonly MentionableUser[];
  /** Looks users up for a mention query while editing. */
  onSearchMentions?: (query: string) => Promise<readonly MentionableUser[]>;
  /** IANA time zone the times are shown in. @default the viewer's time zone */
  timeZone?: string;
  /** Accessible name of the list. @default 'Comments' */
  label?: string;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * The notes (comments) of a shipment, invoice or case, newest first, with loading, empty and error
 * states. Each note is a {@link NoteItem}; edit and delete are offered on writable notes only.
 *
 * @example
 * <NoteList notes={data?.items} loading={isPending} error={isError} onEdit={save} onDelete={remove} />
 */
export function NoteList({
  notes = [],
  loading = false,
  error = false,
  onEdit,
  onDelete,
  savingNoteId,
  mentionableUsers,
  onSearchMentions,
  timeZone,
  label,
  className,
}: NoteListProps) {
  const { t } = useI18n();
  const sorted = useMemo(() => sortNotesNewestFirst(notes), [notes]);
  const name = label ?? t('notes.title');

  if (error) {
    return (
      <p role="alert" className={[styles.error, className].filter(Boolean).join(' ')}>
        {t('notes.loadFailed')}
      </p>
    );
  }
  if (loading) {
    return (
      <div
        role="status"
        aria-label={t('kit.noteList.loading')}
        className={[styles.list, className].filter(Boolean).join(' ')}
      >
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  }
  if (sorted.length === 0) {
    return <p className={[styles.state, className].filter(Boolean).join(' ')}>{t('kit.noteList.empty')}</p>;
  }
  return (
    <ul aria-label={name} className={[styles.list, className].filter(Boolean).join(' ')}>
      {sorted.map((note) => (
        <li key={note.id}>
          <NoteItem
            note={note}
            onEdit={onEdit}
            onDelete={onDelete}
            saving={savingNoteId === note.id}
            mentionableUsers={mentionableUsers}
            onSearchMentions={onSearchMentions}
            timeZone={timeZone}
          />
        </li>
      ))}
    </ul>
  );
}

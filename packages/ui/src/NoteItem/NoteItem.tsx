import {
  canChangeNote,
  isInternalNote,
  plainTextAsHtml,
  type MentionableUser,
  type Note,
} from '@freightkit/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { DateTime } from '../DateTime/DateTime.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { NoteEditor } from '../NoteEditor/lazy.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import type { NoteEditorPayload } from '../NoteEditor/types.ts';
import { SafeHtml } from '../SafeHtml/SafeHtml.tsx';
import * as styles from './NoteItem.css.ts';

/** Props of {@link NoteItem}. */
export interface NoteItemProps {
  /** The note to show. Its HTML is sanitised before display; without HTML its plain text shows. */
  note: Note;
  /**
   * Saves an edited note. Offered only for writable notes (never for read-only ones); the editor
   * opens prefilled from the note's editor JSON, falling back to its HTML, and closes when this resolves.
   */
  onEdit?: (note: Note, payload: NoteEditorPayload) => Promise<unknown>;
  /** Deletes the note. Offered only for writable notes. */
  onDelete?: (note: Note) => void;
  /** This note is being saved or deleted: its actions are disabled and the editor's Send shows progress. @default false */
  saving?: boolean;
  /** Users who can be @mentioned while editing. */
  mentionableUsers?: readonly MentionableUser[];
  /** Looks users up for a mention query while editing. */
  onSearchMentions?: (query: string) => Promise<readonly MentionableUser[]>;
  /** IANA time zone the time is shown in. @default the viewer's time zone */
  timeZone?: string;
  /** Extra class on the root, merged last. */
  className?: string;
}

function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

function pictureOf(note: Note): string | null {
  const { profilePictureURL, profilePicture } = note.creator;
  const candidate = profilePictureURL ?? profilePicture ?? null;
  if (!candidate) return null;
  return /^(https?:|data:image\/|blob:|\/)/i.test(candidate)
    ? candidate
    : `data:image/png;base64,${candidate}`;
}

function Avatar({ note }: { note: Note }) {
  const [failed, setFailed] = useState(false);
  const picture = pictureOf(note);
  if (picture && !failed) {
    return (
      <img
        className={styles.avatar}
        src={picture}
        alt=""
        onError={() => {
          setFailed(true);
        }}
      />
    );
  }
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initialsOf(note.creator.firstName, note.creator.lastName)}
    </span>
  );
}

/** Makes the content region focusable only when it scrolls (note content is capped at 450 px). */
function useScrolls<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      setScrolls(element.scrollHeight > element.clientHeight + 1);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return [ref, scrolls] as const;
}

/**
 * One note (comment): the creator's picture (initials when there is none), name and time, the
 * sanitised content, and Edit and Delete for writable notes only. Internal notes (no portal access)
 * are tinted and carry the 'Internal Note' tooltip.
 *
 * @example
 * <NoteItem note={note} onEdit={(n, payload) => update(n.id, payload)} onDelete={(n) => remove(n.id)} />
 */
export function NoteItem({
  note,
  onEdit,
  onDelete,
  saving = false,
  mentionableUsers,
  onSearchMentions,
  timeZone,
  className,
}: NoteItemProps) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const [contentRef, scrolls] = useScrolls<HTMLDivElement>();
  const internal = isInternalNote(note);
  const writable = canChangeNote(note);
  const name = `${note.creator.firstName} ${note.creator.lastName}`.trim();
  const html = note.noteHTML?.trim() ? note.noteHTML : null;

  return (
    <article
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-label={t('kit.noteItem.by', { name })}
      data-internal={internal || undefined}
      data-readonly={note.isReadonly || undefined}
    >
      <Avatar note={note} />
      <div className={styles.header}>
        <h3 className={styles.name}>{name}</h3>
        <DateTime value={note.createDateTime} format="dateTime" timeZone={timeZone} className={styles.time} />
        {internal ? (
          <IconButton
            icon="info"
            label={t('notes.internal')}
            size="small"
            className={styles.internalBadge}
            tooltipPlacement="top"
          />
        ) : null}
        {writable && !editing && (onEdit || onDelete) ? (
          <div className={styles.actions}>
            {onEdit ? (
              <Button
                variant="ghost"
                size="small"
                disabled={saving}
                onClick={() => {
                  setEditing(true);
                }}
              >
                {t('notes.edit')}
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="ghost"
                size="small"
                disabled={saving}
                loading={saving}
                onClick={() => {
                  onDelete(note);
                }}
              >
                {t('notes.delete')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        {editing && onEdit && writable ? (
          <NoteEditor
            initialNote={note}
            label={t('kit.noteItem.editing', { name })}
            saving={saving}
            // Focus follows the user's own Edit action into the editor it opened (not on page load).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            mentionableUsers={mentionableUsers}
            onSearchMentions={onSearchMentions}
            onCancel={() => {
              setEditing(false);
            }}
            onSubmit={(payload) =>
              onEdit(note, payload).then(() => {
                setEditing(false);
              })
            }
          />
        ) : (
          <div
            ref={contentRef}
            className={styles.content}
            {...(scrolls
              ? { tabIndex: 0, role: 'region', 'aria-label': t('kit.noteItem.content', { name }) }
              : {})}
          >
            {html ? (
              <SafeHtml html={html} />
            ) : (
              <p
                className={styles.plainText}
                // Escaped by domain's plainTextAsHtml, which only adds <wbr> inside long unbroken runs.
                dangerouslySetInnerHTML={{ __html: plainTextAsHtml(note.noteContent) }}
              />
            )}
          </div>
        )}
      </div>
    </article>
  );
}

import { ApiError } from '@freightkit/api';
import {
  useAddNote,
  useDeleteNote,
  useEntityNotes,
  useMentionableUsers,
  useUpdateNote,
} from '@freightkit/api/react';
import {
  EntityType,
  newNoteCommand,
  notesFetchFailureToast,
  renderMessage,
  shipmentPreviewPath,
  toastAutoCloseMs,
  type Note,
} from '@freightkit/domain';
import { NoteEditor, NoteList, useI18n, useToast, type NoteEditorPayload } from '@freightkit/ui';
import { useEffect, useId, useState } from 'react';
import * as styles from './paperwork.css.ts';
import type { ShipmentPaperworkProps } from './ShipmentDocumentsPage.tsx';

/** The three note actions and their toasts (spec 2 §8): progress, then success or failure. */
const noteToasts = {
  add: { progress: 'notes.creating', done: null, failed: 'notes.createFailed' },
  update: { progress: 'notes.updating', done: 'notes.updated', failed: 'notes.updateFailed' },
  delete: { progress: 'notes.deleting', done: 'notes.deleted', failed: 'notes.deleteFailed' },
} as const;

/**
 * Runs a note action under its progress toast ('Creating Note...'), which then turns into the
 * result ('Successfully updated comment' / 'Failed to save changes'); creating has no success text
 * in the spec, so its progress toast simply goes away. Rejects as the action does, so an editor
 * keeps its text after a failure.
 */
function useNoteAction() {
  const toast = useToast();
  const { t } = useI18n();
  return async <T,>(kind: keyof typeof noteToasts, action: () => Promise<T>): Promise<T> => {
    const texts = noteToasts[kind];
    const id = toast.show({ tone: 'info', title: t(texts.progress), duration: Infinity });
    try {
      const result = await action();
      if (texts.done === null) toast.dismiss(id);
      else toast.update(id, { tone: 'positive', title: t(texts.done), duration: toastAutoCloseMs });
      return result;
    } catch (error) {
      toast.update(id, { tone: 'critical', title: t(texts.failed), duration: toastAutoCloseMs });
      throw error;
    }
  };
}

/**
 * The Comments section of a shipment's details: the note editor (Lexical, loaded on demand) with
 * @mentions of the shipment's mentionable users, then the notes newest first. Writable notes offer
 * edit and delete; read-only ones offer neither; internal notes are tinted (all in the kit's NoteItem).
 *
 * @example <ShipmentComments shipmentId={shipment.id} shipmentNumber={shipment.shipmentNumber} />
 */
export function ShipmentComments({ shipmentId, shipmentNumber }: ShipmentPaperworkProps) {
  const { t } = useI18n();
  const toast = useToast();
  const headingId = useId();
  const notes = useEntityNotes('shipment', shipmentId);
  const mentionable = useMentionableUsers('shipment', shipmentId);
  const addNote = useAddNote();
  const updateNote = useUpdateNote();
  const deleteNote = useDeleteNote();
  const run = useNoteAction();
  const [busyNoteId, setBusyNoteId] = useState<string | null>(null);

  // A failed load shows 'Unable to retrieve notes' in place and a toast of the server's message (spec 2 §8).
  const failure = notes.error;
  useEffect(() => {
    if (!failure) return;
    const { heading, bullets } = notesFetchFailureToast(failure instanceof ApiError ? failure.body : null);
    toast.show({
      tone: 'critical',
      title: renderMessage(t, heading),
      ...(bullets.length > 0 ? { description: bullets.join(' ') } : {}),
    });
  }, [failure, toast, t]);

  const add = (payload: NoteEditorPayload) =>
    run('add', () =>
      addNote.mutateAsync({
        ...newNoteCommand({
          entityId: shipmentId,
          entityDescription: t('paperwork.comments.entity', { shipmentNumber }),
          entityType: EntityType.Shipment,
          entityLink: shipmentPreviewPath(shipmentNumber),
          noteContent: payload.text,
          noteHTML: payload.html,
          noteJSON: payload.json,
          mentions: payload.mentions,
        }),
        // The command types its entity loosely; notes on this screen are always the shipment's.
        entityType: EntityType.Shipment,
      }),
    );

  const edit = async (note: Note, payload: NoteEditorPayload) => {
    setBusyNoteId(note.id);
    try {
      await run('update', () =>
        updateNote.mutateAsync({
          noteId: note.id,
          kind: 'shipment',
          entityId: shipmentId,
          body: { noteContent: payload.text, noteHTML: payload.html, noteJSON: payload.json },
        }),
      );
    } finally {
      setBusyNoteId(null);
    }
  };

  const remove = (note: Note) => {
    setBusyNoteId(note.id);
    run('delete', () => deleteNote.mutateAsync({ noteId: note.id, kind: 'shipment', entityId: shipmentId }))
      .catch(() => {
        // The toast reported it; the note stays.
      })
      .finally(() => {
        setBusyNoteId(null);
      });
  };

  const users = mentionable.data ?? [];
  return (
    <section className={styles.comments} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('notes.title')}
      </h2>
      <NoteEditor onSubmit={add} saving={addNote.isPending} mentionableUsers={users} />
      <NoteList
        notes={notes.data?.items}
        loading={notes.isPending}
        error={notes.isError}
        onEdit={edit}
        onDelete={remove}
        savingNoteId={busyNoteId}
        mentionableUsers={users}
      />
    </section>
  );
}

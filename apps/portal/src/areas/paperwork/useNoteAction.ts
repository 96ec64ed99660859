import { toastAutoCloseMs } from '@freightkit/domain';
import { useI18n, useToast } from '@freightkit/ui';
import { useCallback } from 'react';

/** The three note actions and their toasts (spec 2 §8): progress, then success or failure. */
const noteToasts = {
  add: { progress: 'notes.creating', done: null, failed: 'notes.createFailed' },
  update: { progress: 'notes.updating', done: 'notes.updated', failed: 'notes.updateFailed' },
  delete: { progress: 'notes.deleting', done: 'notes.deleted', failed: 'notes.deleteFailed' },
} as const;

/** A note action whose toasts {@link useNoteAction} shows. */
export type NoteActionKind = keyof typeof noteToasts;

/**
 * Runs a note action under its progress toast ('Creating Note...'), which then turns into the
 * result ('Successfully updated comment' / 'Failed to save changes'); creating has no success text
 * in the spec, so its progress toast simply goes away. Rejects as the action does, so an editor
 * keeps its text after a failure.
 */
export function useNoteAction(): <T>(kind: NoteActionKind, action: () => Promise<T>) => Promise<T> {
  const toast = useToast();
  const { t } = useI18n();
  return useCallback(
    async <T>(kind: NoteActionKind, action: () => Promise<T>): Promise<T> => {
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
    },
    [toast, t],
  );
}

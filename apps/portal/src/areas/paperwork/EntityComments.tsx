import { ApiError, type CaseNoteRecord } from '@freightkit/api';
import {
  noteEntityTypeOf,
  noteQueries,
  useAddNote,
  useApiClient,
  useDeleteNote,
  useEntityNotes,
  useMentionableUsers,
  useUpdateNote,
} from '@freightkit/api/react';
import {
  caseNotesPageSize,
  caseNoteToNote,
  newNoteCommand,
  notesFetchFailureToast,
  renderMessage,
  type Note,
} from '@freightkit/domain';
import {
  Button,
  Heading,
  NoteEditor,
  NoteList,
  Stack,
  useI18n,
  useToast,
  type NoteEditorPayload,
} from '@freightkit/ui';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useCreatorPictures } from './creatorPictures.ts';
import type { CommentedEntity } from './entity.ts';
import * as styles from './paperwork.css.ts';
import { useNoteAction } from './useNoteAction.ts';

/** Props of {@link EntityComments}. */
export interface EntityCommentsProps {
  /** The shipment, invoice or case the comments are on; `link` is the portal path a mention e-mail opens. */
  readonly entity: CommentedEntity;
  /**
   * The shipment a case belongs to: its mentionable users are offered on the case's notes (the
   * mentions lookup knows shipments and invoices only, spec 2 §7). Without it a case's editor offers
   * no mentions. Unused for shipments and invoices, which are looked up by their own id.
   */
  readonly shipmentId?: string;
  /** Level of the 'Comments' heading. @default 2 */
  readonly headingLevel?: 2 | 3 | 4;
}

/** One page of case notes as served. */
interface CaseNotePage {
  readonly items: readonly CaseNoteRecord[];
  readonly totalCount: number;
}

/** What the list shows, from either source: shipment and invoice notes, or a case's pages. */
interface LoadedNotes {
  readonly notes: readonly Note[] | undefined;
  readonly pending: boolean;
  readonly error: unknown;
  /** More case notes exist than the pages loaded. */
  readonly hasMore: boolean;
}

/** Case-note pages as one newest-first list (module level: a stable `combine` re-runs only when a page changes). */
function combineCaseNotePages(
  pages: readonly { data?: CaseNotePage | undefined; isPending: boolean; error: unknown }[],
): LoadedNotes {
  const first = pages[0];
  const last = pages[pages.length - 1];
  const notes =
    first?.data === undefined
      ? undefined
      : pages.flatMap((page) => (page.data?.items ?? []).map((caseNote) => caseNoteToNote(caseNote)));
  return {
    notes,
    pending: first?.isPending ?? false,
    error: first?.error ?? null,
    hasMore: last?.data !== undefined && (notes?.length ?? 0) < last.data.totalCount,
  };
}

/**
 * A case's notes in their own shape (`api/v2/cases/{id}/notes`, pages of 50), mapped to notes with
 * domain's `caseNoteToNote`; 'Show older comments' loads the next page. Disabled for other entities.
 */
function useCaseNotePages(caseId: string, enabled: boolean): LoadedNotes & { readonly more: () => void } {
  const client = useApiClient();
  const [pageCount, setPageCount] = useState(1);
  const loaded = useQueries({
    queries: Array.from({ length: enabled ? pageCount : 0 }, (_, index) =>
      noteQueries.caseNotes(client, caseId, index + 1, caseNotesPageSize),
    ),
    combine: combineCaseNotePages,
  });
  return {
    ...loaded,
    more: () => {
      setPageCount((count) => count + 1);
    },
  };
}

/**
 * The Comments section of a shipment, an invoice or a case: the note editor (Lexical, loaded on
 * demand) with @mentions of the entity's mentionable users, then its notes newest first. Writable
 * notes offer edit and delete, read-only ones neither, internal notes are tinted (the kit's
 * NoteItem), and every note's HTML is shown sanitised. Adding, updating and deleting show the
 * spec's progress toast ('Creating Note...', 'Updating Note...', 'Deleting Note...') and then its
 * result; a failed load shows 'Unable to retrieve notes' in place and the server's message as a
 * toast (spec 2 §8). Case notes come in their own shape, 50 to a page.
 *
 * @example
 * <EntityComments
 *   entity={{ type: 'case', id: kase.id, description: `Case ${kase.caseNumber}`, link: casePreviewPath(kase.caseNumber) }}
 *   shipmentId={kase.shipmentId}
 * />
 */
export function EntityComments({ entity, shipmentId, headingLevel = 2 }: EntityCommentsProps) {
  const { t } = useI18n();
  const toast = useToast();
  const headingId = useId();
  const isCase = entity.type === 'case';
  const listed = useEntityNotes(entity.type === 'invoice' ? 'invoice' : 'shipment', entity.id, {
    enabled: !isCase,
  });
  const casePages = useCaseNotePages(entity.id, isCase);
  const mentionsOf: { kind: 'shipment' | 'invoice'; id: string } | null = isCase
    ? shipmentId === undefined
      ? null
      : { kind: 'shipment', id: shipmentId }
    : { kind: entity.type === 'invoice' ? 'invoice' : 'shipment', id: entity.id };
  const mentionable = useMentionableUsers(mentionsOf?.kind ?? 'shipment', mentionsOf?.id ?? entity.id, {
    enabled: mentionsOf !== null,
  });
  const addNote = useAddNote();
  const updateNote = useUpdateNote();
  const deleteNote = useDeleteNote();
  const run = useNoteAction();
  const [busyNoteId, setBusyNoteId] = useState<string | null>(null);

  const loaded: LoadedNotes = isCase
    ? casePages
    : { notes: listed.data?.items, pending: listed.isPending, error: listed.error, hasMore: false };
  // Creators' profile pictures are documents, fetched with the bearer token (ADR 050).
  const notes = useCreatorPictures(loaded.notes);

  // A failed load shows 'Unable to retrieve notes' in place and a toast of the server's message (spec 2 §8).
  const failure = loaded.error;
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
          entityId: entity.id,
          entityDescription: entity.description,
          entityType: noteEntityTypeOf[entity.type],
          entityLink: entity.link,
          noteContent: payload.text,
          noteHTML: payload.html,
          noteJSON: payload.json,
          mentions: payload.mentions,
        }),
        // The command types its entity loosely; the contract takes only the note-bearing types.
        entityType: noteEntityTypeOf[entity.type],
      }),
    );

  const edit = async (note: Note, payload: NoteEditorPayload) => {
    setBusyNoteId(note.id);
    try {
      await run('update', () =>
        updateNote.mutateAsync({
          noteId: note.id,
          kind: entity.type,
          entityId: entity.id,
          body: { noteContent: payload.text, noteHTML: payload.html, noteJSON: payload.json },
        }),
      );
    } finally {
      setBusyNoteId(null);
    }
  };

  const remove = (note: Note) => {
    setBusyNoteId(note.id);
    run('delete', () => deleteNote.mutateAsync({ noteId: note.id, kind: entity.type, entityId: entity.id }))
      .catch(() => {
        // The toast reported it; the note stays.
      })
      .finally(() => {
        setBusyNoteId(null);
      });
  };

  const users = mentionsOf === null ? [] : (mentionable.data ?? []);
  return (
    <Stack as="section" space="md" aria-labelledby={headingId}>
      <Heading level={3} as={`h${headingLevel}`} id={headingId}>
        {t('notes.title')}
      </Heading>
      <NoteEditor onSubmit={add} saving={addNote.isPending} mentionableUsers={users} />
      <NoteList
        notes={notes}
        loading={loaded.pending}
        error={loaded.error !== null}
        onEdit={edit}
        onDelete={remove}
        savingNoteId={busyNoteId}
        mentionableUsers={users}
      />
      {loaded.hasMore ? (
        <Button variant="secondary" className={styles.more} onClick={casePages.more}>
          {t('paperwork.comments.older')}
        </Button>
      ) : null}
    </Stack>
  );
}

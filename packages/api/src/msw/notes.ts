import { EntityType, noteOriginatingApplication } from '@freightkit/domain';
import { delay, type HttpHandler } from 'msw';
import type { CurrentUserWire } from '../contract/identity.ts';
import {
  noteEndpoints,
  noteNotCreatorMessage,
  noteReadOnlyMessage,
  type CaseNoteRecord,
  type MentionableUserRecord,
  type NoteRecord,
} from '../contract/notes.ts';
import { mockPersonas } from './factories.ts';
import { endpointHandler, errorResponse, type HandlerOptions } from './endpointHandler.ts';

/** A note of the mock back end: the record as the creator sees it, who wrote it, and whether it is locked. */
export interface MockNote {
  readonly record: NoteRecord;
  /** Contact id of the creator; only they may change the note. */
  readonly creatorContactId: string;
  /** Read-only for everyone (spec 2 §6). @default false */
  readonly locked?: boolean;
}

/** Options of {@link createNoteHandlers}. */
export interface MockNoteOptions extends HandlerOptions {
  /** Notes to start with. */
  readonly notes?: readonly MockNote[];
  /** Who is signed in (creator of new notes; the creator rule is checked against them). @default mockPersonas.carrierAdmin */
  readonly user?: CurrentUserWire;
  /** Mentionable users answered for any shipment or invoice. @default the dispatcher and the broker */
  readonly mentionable?: readonly MentionableUserRecord[];
  /** Delay of every mutation, to show progress toasts in stories. @default 0 */
  readonly delayMs?: number;
  /** Answer every list call with this status (a failed load: 'Unable to retrieve notes'). */
  readonly failListsWith?: number;
}

/** The mock note back end: its handlers and its current notes (for assertions in play tests). */
export interface MockNoteBackend {
  readonly handlers: HttpHandler[];
  readonly notes: () => readonly NoteRecord[];
}

let sequence = 0;

/**
 * A note with sensible defaults: a portal-visible, writable note on shipment `s1`, written now.
 *
 * @example buildNote({ noteHTML: '<h2>Pickup</h2>', allowPortalAccess: false })
 */
export function buildNote(overrides: Partial<NoteRecord> = {}): NoteRecord {
  sequence += 1;
  return {
    id: `note-${sequence}`,
    entityId: 's1',
    entityType: EntityType.Shipment,
    entityLink: '/all-shipments/1001/preview/details',
    entityDescription: 'Shipment 1001',
    noteContent: 'Driver checked in at the shipper.',
    noteHTML: '<p>Driver checked in at the shipper.</p>',
    noteJSON: null,
    createDateTime: new Date(Date.UTC(2026, 0, 5, 15, 0) - sequence * 3_600_000).toISOString(),
    allowPortalAccess: true,
    isReadonly: false,
    creator: { firstName: 'Dana', lastName: 'Whitfield', profilePictureURL: null },
    mentions: [],
    ...overrides,
  };
}

/** A mentionable user from a persona (id = their contact id). */
export function mentionableFrom(
  user: CurrentUserWire,
  applicationAccess: readonly string[],
): MentionableUserRecord {
  return {
    id: user.contactId,
    firstName: user.firstName,
    lastName: user.lastName,
    profilePictureId: null,
    emailAddresses: user.emailAddresses,
    companyName: user.companyName,
    applicationAccess: [...applicationAccess],
  };
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * MSW handlers of the note calls for stories and tests: lists newest first, case notes in their
 * shape and their history, add / update / delete with the sandbox's 403 rules (read-only, not the creator). HTML is
 * stored as sent — unlike the sandbox, which sanitises — so stories can prove the UI's own sanitising.
 *
 * @example const backend = createNoteHandlers({ notes: [{ record: buildNote(), creatorContactId: 'contact-carrierAdmin' }] });
 */
export function createNoteHandlers(options: MockNoteOptions = {}): MockNoteBackend {
  const user = options.user ?? mockPersonas.carrierAdmin;
  const mentionable = options.mentionable ?? [
    mentionableFrom(mockPersonas.dispatcher, ['CarrierPortal']),
    mentionableFrom(mockPersonas.broker, [noteOriginatingApplication]),
  ];
  const notes: MockNote[] = [...(options.notes ?? [])];
  const o = { baseUrl: options.baseUrl ?? '' };
  const e = noteEndpoints;

  const view = (note: MockNote): NoteRecord => ({
    ...note.record,
    isReadonly: note.locked === true || note.creatorContactId !== user.contactId,
  });
  const listOf = (entityType: EntityType, entityId: string) =>
    notes
      .filter((n) => n.record.entityType === entityType && n.record.entityId === entityId)
      .sort((a, b) => Date.parse(b.record.createDateTime) - Date.parse(a.record.createDateTime))
      .map(view);
  const toCaseNote = (note: NoteRecord): CaseNoteRecord => ({
    id: note.id,
    caseId: note.entityId,
    content: note.noteContent,
    jsonContent: note.noteJSON,
    htmlContent: note.noteHTML,
    timeStamp: note.createDateTime,
    owner: {
      firstName: note.creator.firstName,
      lastName: note.creator.lastName,
      logoUrl: note.creator.profilePictureURL,
    },
    creatorLogoURL: note.creator.profilePictureURL,
    isReadOnly: note.isReadonly,
  });
  const failed = () =>
    options.failListsWith === undefined
      ? null
      : errorResponse(options.failListsWith, 'Unable to load notes.');
  const changeable = (id: string): Response | { index: number; note: MockNote } => {
    const index = notes.findIndex((n) => n.record.id === id);
    const note = notes[index];
    if (!note) return errorResponse(404, 'The note was not found.');
    if (note.locked) return errorResponse(403, noteReadOnlyMessage);
    if (note.creatorContactId !== user.contactId) return errorResponse(403, noteNotCreatorMessage);
    return { index, note };
  };
  const pause = async () => {
    if (options.delayMs) await delay(options.delayMs);
  };

  const handlers: HttpHandler[] = [
    endpointHandler(
      e.shipmentNotes,
      ({ params }) => failed() ?? { items: listOf(EntityType.Shipment, params.id) },
      o,
    ),
    endpointHandler(
      e.invoiceNotes,
      ({ params }) => failed() ?? { items: listOf(EntityType.APInvoice, params.id) },
      o,
    ),
    endpointHandler(
      e.caseNotes,
      ({ params, query }) => {
        const all = listOf(EntityType.Case, params.id);
        const start = (query.page - 1) * query.pageSize;
        return (
          failed() ?? {
            items: all.slice(start, start + query.pageSize).map(toCaseNote),
            totalCount: all.length,
            page: query.page,
            pageSize: query.pageSize,
          }
        );
      },
      o,
    ),
    endpointHandler(
      e.add,
      async ({ body }) => {
        await pause();
        const html = body.noteHTML ?? null;
        const record = buildNote({
          entityId: body.entityId,
          entityType: body.entityType,
          entityLink: body.entityLink,
          entityDescription: body.entityDescription,
          noteContent: body.noteContent?.trim() ? body.noteContent : plainText(html ?? ''),
          noteHTML: html,
          noteJSON: body.noteJSON ?? null,
          createDateTime: new Date().toISOString(),
          allowPortalAccess: body.allowPortalAccess,
          creator: { firstName: user.firstName, lastName: user.lastName, profilePictureURL: null },
          mentions: body.notifyUsers,
        });
        notes.push({ record, creatorContactId: user.contactId });
        return record;
      },
      o,
    ),
    endpointHandler(
      e.update,
      async ({ params, body }) => {
        await pause();
        const found = changeable(params.id);
        if (found instanceof Response) return found;
        const html = body.noteHTML ?? null;
        const record: NoteRecord = {
          ...found.note.record,
          noteContent: body.noteContent?.trim() ? body.noteContent : plainText(html ?? ''),
          noteHTML: html,
          noteJSON: body.noteJSON ?? null,
        };
        notes[found.index] = { ...found.note, record };
        return view(notes[found.index] ?? found.note);
      },
      o,
    ),
    endpointHandler(
      e.delete,
      async ({ params }) => {
        await pause();
        const found = changeable(params.id);
        if (found instanceof Response) return found;
        notes.splice(found.index, 1);
        return { resultId: params.id };
      },
      o,
    ),
    endpointHandler(
      e.caseHistory,
      ({ params }) => ({
        items: listOf(EntityType.Case, params.id).map((n) => ({
          id: `note-${n.id}`,
          caseId: params.id,
          kind: 'noteAdded' as const,
          description: n.noteContent.slice(0, 120),
          timeStamp: n.createDateTime,
          user: { firstName: n.creator.firstName, lastName: n.creator.lastName },
        })),
      }),
      o,
    ),
    endpointHandler(e.mentions, () => [...mentionable], o),
  ];

  return { handlers, notes: () => notes.map(view) };
}

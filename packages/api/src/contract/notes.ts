import { caseNotesPageSize, EntityType, isBlankText } from '@freightkit/domain';
import { z } from 'zod';
import { byIdParamsSchema, idParamSchema, idSchema, pageOf } from './common.ts';
import { entityTypeSchema } from './documents.ts';
import { defineEndpoint } from './endpoint.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * Longest note HTML and editor JSON the back end accepts, in characters. The spec names no limit;
 * pasted images travel inside the note as `data:` URLs, so this leaves room for a few photos while
 * keeping a note a reasonable JSON body. Longer notes answer 400 with a model state.
 */
export const maxNoteMarkupLength = 4_000_000;

/** Longest plain-text content of a note, in characters (a 5,000-word note is about 35,000). */
export const maxNoteContentLength = 200_000;

/** The 403 answer's message for a change to a read-only note (spec 2 §6: nobody may change it). */
export const noteReadOnlyMessage = 'This note is read-only and cannot be changed.';

/** The 403 answer's message for a change to someone else's note (only its creator may; ADR 008). */
export const noteNotCreatorMessage = 'Only the person who wrote this note can change or delete it.';

/**
 * The entity types a note can be written on in this portal: shipments, payables invoices and cases
 * (spec 2 §2). Other values of the command's `entityType` answer 400.
 */
export const noteEntityTypes = [EntityType.Shipment, EntityType.APInvoice, EntityType.Case] as const;

/** The creator of a note (spec 2 §3): name and picture (a document URL, or `null` without one). */
export const noteCreatorSchema = lazySchema(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    profilePicture: z.string().nullable().optional(),
    profilePictureURL: z.string().nullable(),
  }),
);

/** A user notified by a note: the mention's id and the e-mail it went to (spec 2 §3 `notifyUsers`). */
export const notifyUserSchema = lazySchema(() =>
  z.object({ id: idSchema, email: z.string().trim().min(1).max(320) }),
);
/** One mentioned user of a note. */
export type NotifyUser = z.output<typeof notifyUserSchema>;

/**
 * A note as listed (spec 2 §3 "Note"). `isReadonly` is answered per caller: true for a note marked
 * read-only and for a note someone else wrote (only its creator may change it; ADR 008), so the
 * portal offers edit and delete exactly where the back end allows them. `allowPortalAccess` false
 * flags an internal note (shown tinted, 'Internal Note'). `noteHTML` is sanitised by the back end.
 */
export const noteSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    entityId: idSchema,
    entityType: entityTypeSchema,
    entityLink: z.string(),
    entityDescription: z.string(),
    noteContent: z.string(),
    noteHTML: z.string().nullable(),
    noteJSON: z.string().nullable(),
    /** ISO date-time the note was written. */
    createDateTime: z.string(),
    allowPortalAccess: z.boolean(),
    isReadonly: z.boolean(),
    creator: noteCreatorSchema,
    /** The users the note mentioned (its `notifyUsers`). */
    mentions: z.array(notifyUserSchema),
  }),
);
/** A note as parsed by the contract. */
export type NoteRecord = z.output<typeof noteSchema>;

/** Answer of the notes lists (spec 2 §7: "answer has items"), newest first. */
export const noteListSchema = lazySchema(() => z.object({ items: z.array(noteSchema) }));

/** A case note as served (spec 2 §3 "Case note as served"); map it with domain's `caseNoteToNote`. */
export const caseNoteSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    caseId: idSchema,
    content: z.string(),
    jsonContent: z.string().nullable(),
    htmlContent: z.string().nullable(),
    /** ISO date-time the note was written. */
    timeStamp: z.string(),
    owner: z.object({ firstName: z.string(), lastName: z.string(), logoUrl: z.string().nullable() }),
    creatorLogoURL: z.string().nullable(),
    /** Per caller, as {@link noteSchema}'s `isReadonly`. */
    isReadOnly: z.boolean(),
  }),
);
/** A case note as parsed by the contract. */
export type CaseNoteRecord = z.output<typeof caseNoteSchema>;

/** Query of the case notes page: 1-based page, page size defaulting to the spec's 50. */
export const caseNotesQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number<number>().int().min(1).default(1),
    pageSize: z.coerce.number<number>().int().min(1).max(1000).default(caseNotesPageSize),
  }),
);

const markup = lazySchema(() => z.string().max(maxNoteMarkupLength));

/** Editor JSON must be a JSON object (the editor state); it is stored as sent. */
const editorJson = lazySchema(() =>
  markup
    .nullable()
    .optional()
    .refine(
      (text) => {
        if (text === null || text === undefined || text.trim() === '') return true;
        try {
          const value: unknown = JSON.parse(text);
          return value !== null && typeof value === 'object' && !Array.isArray(value);
        } catch {
          return false;
        }
      },
      { message: 'noteJSON must be the editor state as a JSON object.' },
    ),
);

const noteText = {
  /** Plain text; derived from the HTML by the back end when missing or blank. */
  noteContent: z.string().max(maxNoteContentLength).nullable().optional(),
  noteHTML: markup.nullable().optional(),
  noteJSON: editorJson,
};

const hasText = (note: { noteContent?: string | null; noteHTML?: string | null }) =>
  !isBlankText(note.noteContent ?? '') || !isBlankText((note.noteHTML ?? '').replace(/<[^>]*>/g, ''));

const emptyNote = { message: 'A note needs some text.', path: ['noteContent'] };

/**
 * Body of the add call: the new-note command (spec 2 §3). The portal always sends
 * `allowPortalAccess: true` (domain's `newNoteCommand`); the back end stores what it gets.
 */
export const newNoteBodySchema = lazySchema(() =>
  z
    .object({
      entityId: idSchema,
      entityDescription: z.string().max(500).default(''),
      entityType: z.literal(noteEntityTypes),
      entityLink: z.string().max(2000).default(''),
      ...noteText,
      notifyUsers: z.array(notifyUserSchema).max(100).default([]),
      originatingApplication: z.string().max(100).default(''),
      allowPortalAccess: z.boolean().default(true),
    })
    .refine(hasText, emptyNote),
);
/** What the add call sends. */
export type NewNoteBody = z.input<typeof newNoteBodySchema>;

/** Body of the update call (spec 2 §7): content, HTML and editor JSON; the note is the path's `{id}`. */
export const updateNoteBodySchema = lazySchema(() =>
  z
    .object({
      /** Optional echo of the path's id (the spec's `noteId`); must match it when given. */
      noteId: idSchema.optional(),
      ...noteText,
    })
    .refine(hasText, emptyNote),
);
/** What the update call sends. */
export type UpdateNoteBody = z.input<typeof updateNoteBodySchema>;

/** Answer of a delete: the id of the deleted note. */
export const deleteNoteResultSchema = lazySchema(() => z.object({ resultId: idSchema }));

/** A user who can be mentioned (spec 2 §3 "Mentionable user"). */
export const mentionableUserSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    profilePictureId: idSchema.nullable(),
    emailAddresses: z.array(z.string()),
    companyName: z.string(),
    /** The applications the user signs in to (portal permissions, or `Trucks` for broker staff). */
    applicationAccess: z.array(z.string()),
  }),
);
/** A mentionable user as parsed by the contract. */
export type MentionableUserRecord = z.output<typeof mentionableUserSchema>;

/**
 * Query of the mentions lookup (spec 2 §7): keyed by entity kind plus Id — exactly one of
 * `shipmentId` or `invoiceId` (domain's `mentionsQuery` builds it).
 */
export const mentionsQuerySchema = lazySchema(() =>
  z
    .object({ shipmentId: idParamSchema.optional(), invoiceId: idParamSchema.optional() })
    .refine((q) => (q.shipmentId === undefined) !== (q.invoiceId === undefined), {
      message: 'Give exactly one of shipmentId or invoiceId.',
    }),
);

/**
 * One entry of a case's history (the case preview's history tab). Spec 2 §7 shows the call but not
 * its shape; ours: what happened, when, and who did it (`null` for the system). ADR 008.
 */
export const caseHistoryEntrySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    caseId: idSchema,
    /** What happened: `caseCreated`, `noteAdded`, `documentAdded`. */
    kind: z.enum(['caseCreated', 'noteAdded', 'documentAdded']),
    /** One line on what happened (a document's name, the first words of a note). */
    description: z.string(),
    /** ISO date-time of the event. */
    timeStamp: z.string(),
    user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  }),
);
/** A case history entry as parsed by the contract. */
export type CaseHistoryEntry = z.output<typeof caseHistoryEntrySchema>;

const byId = byIdParamsSchema;

/**
 * Note calls (spec 2 §7). The spec shows only the invoice and case paths; the others are ours
 * (docs/adr/008-notes.md).
 */
export const noteEndpoints = {
  /** Notes of a shipment, newest first. Path ours. */
  shipmentNotes: defineEndpoint({
    name: 'notes.shipmentNotes',
    method: 'GET',
    path: 'api/v2/shipments/{id}/notes',
    access: 'authenticated',
    capability: 'notes.view',
    summary: 'Notes of a shipment, newest first.',
    params: byId,
    response: noteListSchema,
  }),
  /** Notes of a payables invoice, newest first (spec path). */
  invoiceNotes: defineEndpoint({
    name: 'notes.invoiceNotes',
    method: 'GET',
    path: 'api/v2/invoices/{id}/notes',
    access: 'authenticated',
    capability: 'notes.view',
    summary: 'Notes of an invoice, newest first.',
    params: byId,
    response: noteListSchema,
  }),
  /** One page of a case's notes in the case-note shape, newest first (spec path, page size 50). */
  caseNotes: defineEndpoint({
    name: 'notes.caseNotes',
    method: 'GET',
    path: 'api/v2/cases/{id}/notes',
    access: 'authenticated',
    capability: 'notes.view',
    summary: 'Notes of a case in the case-note shape, paged, newest first.',
    params: byId,
    query: caseNotesQuerySchema,
    response: lazySchema(() => pageOf(caseNoteSchema)),
  }),
  /** What happened on a case, newest first (spec path; shape ours). */
  caseHistory: defineEndpoint({
    name: 'notes.caseHistory',
    method: 'GET',
    path: 'api/v2/cases/{id}/history',
    access: 'authenticated',
    capability: 'notes.view',
    summary: 'History of a case (created, notes and documents added), newest first.',
    params: byId,
    response: lazySchema(() => z.object({ items: z.array(caseHistoryEntrySchema) })),
  }),
  /** Adds a note to a shipment, invoice or case (the new-note command). Path ours. */
  add: defineEndpoint({
    name: 'notes.add',
    method: 'POST',
    path: 'api/v2/notes',
    access: 'authenticated',
    capability: 'notes.write',
    summary: 'Adds a note (the new-note command) to a shipment, invoice or case.',
    body: newNoteBodySchema,
    response: noteSchema,
    successStatus: 201,
  }),
  /** Changes a note's content; 403 for a read-only note or someone else's. Path ours. */
  update: defineEndpoint({
    name: 'notes.update',
    method: 'PUT',
    path: 'api/v2/notes/{id}',
    access: 'authenticated',
    capability: 'notes.write',
    summary: "Updates a note's content, HTML and editor JSON; 403 when read-only or not the creator's.",
    params: byId,
    body: updateNoteBodySchema,
    response: noteSchema,
  }),
  /** Deletes a note; 403 for a read-only note or someone else's. Path ours. */
  delete: defineEndpoint({
    name: 'notes.delete',
    method: 'DELETE',
    path: 'api/v2/notes/{id}',
    access: 'authenticated',
    capability: 'notes.write',
    summary: "Deletes a note; 403 when read-only or not the creator's.",
    params: byId,
    response: deleteNoteResultSchema,
  }),
  /** Users who can be mentioned on a shipment's or an invoice's notes. Path ours. */
  mentions: defineEndpoint({
    name: 'notes.mentions',
    method: 'GET',
    path: 'api/v2/contacts/mentions',
    access: 'authenticated',
    capability: 'notes.view',
    summary: "Users who can be mentioned on a shipment's or invoice's notes.",
    query: mentionsQuerySchema,
    response: lazySchema(() => z.array(mentionableUserSchema)),
  }),
} as const;

import { noteImageMaxWidthPx } from '../constants/layout.ts';
import { mentionDelayMs } from '../constants/timings.ts';
import { EntityType } from '../enums/accounting.ts';

/** Note editor limits (spec 2 §5, §9). */
export const noteEditorLimits = {
  /** List nesting depth at most 6 (the editor's own default is 7). */
  maxListDepth: 6,
  /** The editor's own default list depth, overridden by {@link noteEditorLimits.maxListDepth}. */
  editorDefaultListDepth: 7,
  mentionTrigger: '@',
  mentionMaxLength: 75,
  mentionSuggestionLimit: 5,
  mentionDelayMs,
  imageMaxWidthPx: noteImageMaxWidthPx,
} as const;

/** Editor fonts (spec 2 §2). */
export const noteEditorFonts = [
  'Times New Roman',
  'Roboto',
  'Arial',
  'Courier',
  'Courier New',
  'Verdana',
  'Georgia',
  'Comic Sans MS',
] as const;

/** Editor block types (spec 2 §2): Normal, Headings 1–6, bulleted list, numbered list, quote, code. */
export const noteEditorBlockTypes = [
  'paragraph',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'bullet',
  'number',
  'quote',
  'code',
] as const;

/** Accepted pasted or dropped images: any image, HEIC, HEIF, GIF, WEBP (spec 2 §5), as an `accept` list. */
export const acceptedNoteImageTypes = [
  'image/*',
  'image/heic',
  'image/heif',
  'image/gif',
  'image/webp',
] as const;

/**
 * Whether a pasted or dropped file is an accepted image. HEIC/HEIF often arrive without a MIME type,
 * so their extensions are accepted too.
 */
export function isAcceptedNoteImage(file: {
  readonly type?: string | null;
  readonly name?: string | null;
}): boolean {
  if ((file.type ?? '').toLowerCase().startsWith('image/')) return true;
  return /\.(heic|heif|gif|webp)$/i.test(file.name ?? '');
}

/** Whether text holds anything but whitespace (zero-width characters count as blank). */
export function isBlankText(text: string): boolean {
  return text.replace(/[\s\u200B-\u200D\u2060\uFEFF]/g, '') === '';
}

/** Send is disabled until the editor holds non-blank text, and while saving (spec 2 §4). */
export function canSendNote(state: { readonly text: string; readonly saving: boolean }): boolean {
  return !state.saving && !isBlankText(state.text);
}

/** A note as the notes area uses it (spec 2 §3). */
export interface Note {
  readonly id: string;
  readonly entityId?: string;
  readonly noteContent: string;
  readonly noteHTML?: string | null;
  readonly noteJSON?: string | null;
  readonly createDateTime: string;
  /** False means internal. */
  readonly allowPortalAccess: boolean;
  readonly isReadonly: boolean;
  readonly creator: {
    readonly firstName: string;
    readonly lastName: string;
    readonly profilePicture?: string | null;
    readonly profilePictureURL?: string | null;
  };
}

/** Internal notes are those without portal access: blue tint, tooltip 'Internal Note' (spec 2 §2, §6). */
export function isInternalNote(note: Pick<Note, 'allowPortalAccess'>): boolean {
  return !note.allowPortalAccess;
}

/** Read-only notes cannot be edited or deleted by anyone (spec 2 §4, §6). */
export function canChangeNote(note: Pick<Note, 'isReadonly'>): boolean {
  return !note.isReadonly;
}

/** Notes newest first (spec 2 §2); unparsable dates sort last. */
export function sortNotesNewestFirst<T extends Pick<Note, 'createDateTime'>>(notes: readonly T[]): T[] {
  const time = (n: T): number => {
    const t = Date.parse(n.createDateTime);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...notes].sort((a, b) => time(b) - time(a));
}

/** The editor is prefilled from the saved editor state, falling back to the HTML (spec 2 §4). */
export function noteEditorInitialState(
  note: Pick<Note, 'noteJSON' | 'noteHTML'>,
): { kind: 'json' | 'html'; value: string } | { kind: 'empty' } {
  if (note.noteJSON != null && note.noteJSON.trim() !== '') return { kind: 'json', value: note.noteJSON };
  if (note.noteHTML != null && note.noteHTML.trim() !== '') return { kind: 'html', value: note.noteHTML };
  return { kind: 'empty' };
}

/** A case note as served (spec 2 §3), mapped to a {@link Note}. */
export function caseNoteToNote(caseNote: {
  readonly id: string;
  readonly caseId: string;
  readonly content: string;
  readonly jsonContent?: string | null;
  readonly htmlContent?: string | null;
  readonly timeStamp: string;
  readonly owner: { readonly firstName: string; readonly lastName: string; readonly logoUrl?: string | null };
  readonly creatorLogoURL?: string | null;
  readonly isReadOnly: boolean;
}): Note {
  return {
    id: caseNote.id,
    entityId: caseNote.caseId,
    noteContent: caseNote.content,
    noteJSON: caseNote.jsonContent ?? null,
    noteHTML: caseNote.htmlContent ?? null,
    createDateTime: caseNote.timeStamp,
    allowPortalAccess: true,
    isReadonly: caseNote.isReadOnly,
    creator: {
      firstName: caseNote.owner.firstName,
      lastName: caseNote.owner.lastName,
      profilePictureURL: caseNote.creatorLogoURL ?? caseNote.owner.logoUrl ?? null,
    },
  };
}

/** A user who can be mentioned (spec 2 §3). */
export interface MentionableUser {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly profilePictureId?: string | null;
  readonly emailAddresses: readonly string[];
  readonly companyName?: string | null;
  readonly applicationAccess?: unknown;
}

/**
 * The mention query being typed before the caret: '@' then up to 75 characters without '@' or a line
 * break, at the start or after whitespace; `null` when no mention is being typed (spec 2 §5).
 */
export function mentionQuery(textBeforeCaret: string): string | null {
  const match = /(?:^|\s)@([^@\n]{0,75})$/.exec(textBeforeCaret);
  return match ? (match[1] ?? '') : null;
}

/**
 * Suggestions: at most 5 users whose first or last name contains the query, ignoring case (spec 2 §5).
 * Choice: "matched" read as contains rather than starts-with, so 'son' finds Johnson. None when there
 * are no mentionable users or mentions are disabled.
 */
export function mentionSuggestions<U extends MentionableUser>(
  users: readonly U[],
  query: string,
  disabled = false,
): U[] {
  if (disabled) return [];
  const q = query.trim().toLowerCase();
  return users
    .filter((u) => u.firstName.toLowerCase().includes(q) || u.lastName.toLowerCase().includes(q))
    .slice(0, noteEditorLimits.mentionSuggestionLimit);
}

/** The originating application of new notes: the trucks application (spec 2 §3). */
export const noteOriginatingApplication = 'Trucks';

/** The new-note command (spec 2 §3); portal access is always true, mentions notify by first e-mail. */
export function newNoteCommand(input: {
  readonly entityId: string;
  readonly entityDescription: string;
  readonly entityType: EntityType;
  readonly entityLink: string;
  readonly noteContent: string;
  readonly noteHTML: string;
  readonly noteJSON: string;
  readonly mentions: readonly MentionableUser[];
}): {
  entityId: string;
  entityDescription: string;
  entityType: EntityType;
  entityLink: string;
  noteContent: string;
  noteHTML: string;
  noteJSON: string;
  notifyUsers: { id: string; email: string }[];
  originatingApplication: string;
  allowPortalAccess: true;
} {
  const { mentions, ...rest } = input;
  const seen = new Set<string>();
  const notifyUsers = mentions.flatMap((u) => {
    const email = u.emailAddresses[0];
    if (email === undefined || seen.has(u.id)) return [];
    seen.add(u.id);
    return [{ id: u.id, email }];
  });
  return {
    ...rest,
    notifyUsers,
    originatingApplication: noteOriginatingApplication,
    allowPortalAccess: true,
  };
}

/** Query of the mentions lookup: keyed by entity kind plus Id, shipment by default (spec 2 §7). */
export function mentionsQuery(
  entityId: string,
  entityType: EntityType = EntityType.Shipment,
): { shipmentId: string } | { invoiceId: string } {
  return entityType === EntityType.APInvoice || entityType === EntityType.ThirdParty
    ? { invoiceId: entityId }
    : { shipmentId: entityId };
}

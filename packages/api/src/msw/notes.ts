import { EntityType } from '@freightkit/domain';
import type { CurrentUserWire } from '../contract/identity.ts';
import type { CaseNoteRecord, MentionableUserRecord, NoteRecord } from '../contract/notes.ts';

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

/** A note in the case notes' shape (the case calls answer notes so). */
export function toCaseNote(note: NoteRecord): CaseNoteRecord {
  return {
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
  };
}

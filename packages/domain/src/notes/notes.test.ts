import { describe, expect, it } from 'vitest';
import { EntityType } from '../enums/accounting.ts';
import {
  acceptedNoteImageTypes,
  canChangeNote,
  canSendNote,
  caseNoteToNote,
  isAcceptedNoteImage,
  isInternalNote,
  mentionQuery,
  mentionsQuery,
  mentionSuggestions,
  newNoteCommand,
  noteEditorBlockTypes,
  noteEditorFonts,
  noteEditorInitialState,
  noteEditorLimits,
  sortNotesNewestFirst,
  type MentionableUser,
} from './index.ts';

const user = (
  id: string,
  firstName: string,
  lastName: string,
  emailAddresses = [`${id}@x.io`],
): MentionableUser => ({
  id,
  firstName,
  lastName,
  emailAddresses,
});

describe('note editor limits (spec 2 §5, §9)', () => {
  it('quotes the spec', () => {
    expect(noteEditorLimits).toEqual({
      maxListDepth: 6,
      editorDefaultListDepth: 7,
      mentionTrigger: '@',
      mentionMaxLength: 75,
      mentionSuggestionLimit: 5,
      mentionDelayMs: 500,
      imageMaxWidthPx: 500,
    });
    expect(noteEditorFonts).toContain('Comic Sans MS');
    expect(noteEditorFonts).toHaveLength(8);
    expect(noteEditorBlockTypes).toHaveLength(11);
    expect(acceptedNoteImageTypes).toEqual([
      'image/*',
      'image/heic',
      'image/heif',
      'image/gif',
      'image/webp',
    ]);
  });

  it.each([
    [{ type: 'image/png' }, true],
    [{ type: 'IMAGE/HEIC' }, true],
    [{ type: '', name: 'IMG_1.HEIC' }, true],
    [{ name: 'a.heif' }, true],
    [{ type: 'application/pdf', name: 'a.pdf' }, false],
    [{}, false],
  ])('image %j accepted %s', (f, ok) => {
    expect(isAcceptedNoteImage(f)).toBe(ok);
  });

  it.each([
    ['Hello', false, true],
    ['Hello', true, false],
    ['   \n ', false, false],
    ['\u200B\u00A0', false, false],
    ['', false, false],
  ])('Send with %j saving %s → %s', (text, saving, enabled) => {
    expect(canSendNote({ text, saving })).toBe(enabled);
  });
});

describe('notes (spec 2 §2, §4, §6)', () => {
  it('internal, read-only and order rules', () => {
    expect(isInternalNote({ allowPortalAccess: false })).toBe(true);
    expect(isInternalNote({ allowPortalAccess: true })).toBe(false);
    expect(canChangeNote({ isReadonly: true })).toBe(false);
    expect(canChangeNote({ isReadonly: false })).toBe(true);
    const notes = [
      { id: 'a', createDateTime: '2026-01-01T00:00:00Z' },
      { id: 'b', createDateTime: 'garbage' },
      { id: 'c', createDateTime: '2026-03-01T00:00:00Z' },
    ];
    expect(sortNotesNewestFirst(notes).map((n) => n.id)).toEqual(['c', 'a', 'b']);
  });

  it.each([
    [
      { noteJSON: '{"root":1}', noteHTML: '<p>x</p>' },
      { kind: 'json', value: '{"root":1}' },
    ],
    [
      { noteJSON: ' ', noteHTML: '<p>x</p>' },
      { kind: 'html', value: '<p>x</p>' },
    ],
    [{ noteJSON: null, noteHTML: null }, { kind: 'empty' }],
    [{ noteHTML: '' }, { kind: 'empty' }],
  ])('editor prefill %j', (note, state) => {
    expect(noteEditorInitialState(note)).toEqual(state);
  });

  it('maps a served case note', () => {
    const base = {
      id: 'n1',
      caseId: 'c1',
      content: 'Hi',
      timeStamp: '2026-01-01T00:00:00Z',
      owner: { firstName: 'A', lastName: 'B', logoUrl: 'owner.png' },
      isReadOnly: true,
    };
    expect(
      caseNoteToNote({ ...base, jsonContent: '{}', htmlContent: '<p>Hi</p>', creatorLogoURL: 'c.png' }),
    ).toEqual({
      id: 'n1',
      entityId: 'c1',
      noteContent: 'Hi',
      noteJSON: '{}',
      noteHTML: '<p>Hi</p>',
      createDateTime: '2026-01-01T00:00:00Z',
      allowPortalAccess: true,
      isReadonly: true,
      creator: { firstName: 'A', lastName: 'B', profilePictureURL: 'c.png' },
    });
    const bare = caseNoteToNote(base);
    expect(bare.creator.profilePictureURL).toBe('owner.png');
    expect(bare.noteJSON).toBeNull();
    expect(
      caseNoteToNote({ ...base, owner: { firstName: 'A', lastName: 'B' } }).creator.profilePictureURL,
    ).toBeNull();
  });
});

describe('mentions (spec 2 §5)', () => {
  it.each([
    ['Hi @jo', 'jo'],
    ['@', ''],
    ['mail a@b', null],
    ['Hi @jo\nnext', null],
    [`@${'x'.repeat(75)}`, 'x'.repeat(75)],
    [`@${'x'.repeat(76)}`, null],
    ['no mention', null],
  ])('query in %j → %j', (text, query) => {
    expect(mentionQuery(text)).toBe(query);
  });

  const users = [
    user('1', 'John', 'Smith'),
    user('2', 'Joanna', 'Johnson'),
    user('3', 'Mary', 'JOHANSEN'),
    user('4', 'Ann', 'Lee'),
    user('5', 'Bob', 'Jones'),
    user('6', 'Jo', 'Ray'),
    user('7', 'Joe', 'Day'),
  ];

  it('matches first or last name case-insensitively, at most 5', () => {
    expect(mentionSuggestions(users, 'JO').map((u) => u.id)).toEqual(['1', '2', '3', '5', '6']);
    expect(mentionSuggestions(users, 'son').map((u) => u.id)).toEqual(['2']);
    expect(mentionSuggestions(users, 'jo', true)).toEqual([]);
    expect(mentionSuggestions([], 'jo')).toEqual([]);
  });

  it('new note command: portal access always true, mentions notify by first e-mail once', () => {
    const cmd = newNoteCommand({
      entityId: 'S1',
      entityDescription: 'Shipment 1',
      entityType: EntityType.Shipment,
      entityLink: '/all-shipments/1/preview/details',
      noteContent: 'Hi',
      noteHTML: '<p>Hi</p>',
      noteJSON: '{}',
      mentions: [users[0]!, users[0]!, user('8', 'No', 'Mail', [])],
    });
    expect(cmd).toMatchObject({
      allowPortalAccess: true,
      originatingApplication: 'Trucks',
      notifyUsers: [{ id: '1', email: '1@x.io' }],
      entityType: 5,
    });
    expect(cmd).not.toHaveProperty('mentions');
  });

  it('mentions query is keyed by entity kind plus Id, shipment by default', () => {
    expect(mentionsQuery('9')).toEqual({ shipmentId: '9' });
    expect(mentionsQuery('9', EntityType.APInvoice)).toEqual({ invoiceId: '9' });
    expect(mentionsQuery('9', EntityType.ThirdParty)).toEqual({ invoiceId: '9' });
  });
});

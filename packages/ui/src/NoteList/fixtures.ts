import type { Note } from '@freightkit/domain';
import { savedNoteHtml, savedNoteJson } from '../NoteEditor/fixtures.ts';

const creator = (firstName: string, lastName: string) => ({ firstName, lastName, profilePictureURL: null });

/** Notes in no particular order, as an API might return them. */
export const notesFixture: readonly Note[] = [
  {
    id: 'n-1',
    noteContent: 'Driver checked in at the shipper.',
    noteHTML: '<p>Driver checked in at the shipper.</p>',
    noteJSON: null,
    createDateTime: '2026-11-18T14:05:00Z',
    allowPortalAccess: true,
    isReadonly: false,
    creator: creator('Joan', 'Baker'),
  },
  {
    id: 'n-2',
    noteContent: 'Detention at pickup',
    noteHTML: savedNoteHtml,
    noteJSON: savedNoteJson,
    createDateTime: '2026-11-20T09:30:00Z',
    allowPortalAccess: true,
    isReadonly: false,
    creator: creator('John', 'Smith'),
  },
  {
    id: 'n-3',
    noteContent: 'Rate confirmation re-sent to carrier.',
    noteHTML: '<p>Rate confirmation <strong>re-sent</strong> to carrier.</p>',
    noteJSON: null,
    createDateTime: '2026-11-19T16:45:00Z',
    allowPortalAccess: false,
    isReadonly: true,
    creator: creator('Priya', 'Johnson'),
  },
];

/** A note whose stored HTML tries to run script (and to style and link unsafely). */
export const hostileNote: Note = {
  id: 'n-hostile',
  noteContent: 'Invoice attached',
  noteHTML:
    '<p style="position:fixed;inset:0;background:red">Invoice attached</p>' +
    '<script>window.__fkHostile = "script"</script>' +
    '<img src="https://evil.example/x.png" onerror="window.__fkHostile = \'onerror\'" alt="">' +
    '<p><a href="https://example.com/pod" onclick="window.__fkHostile = \'click\'">Proof of delivery</a> ' +
    '<a href="javascript:window.__fkHostile=\'href\'">bad link</a></p>',
  noteJSON: null,
  createDateTime: '2026-11-21T08:00:00Z',
  allowPortalAccess: true,
  isReadonly: false,
  creator: { firstName: 'Mallory', lastName: 'Evans', profilePictureURL: null },
};

/** A note long enough to hit the 450 px content cap and scroll. */
export const longNote: Note = {
  id: 'n-long',
  noteContent: 'Long',
  noteHTML: Array.from(
    { length: 30 },
    (_, i) => `<p>Stop ${i + 1}: appointment confirmed, lumper receipt pending, seal number recorded.</p>`,
  ).join(''),
  noteJSON: null,
  createDateTime: '2026-11-21T10:00:00Z',
  allowPortalAccess: true,
  isReadonly: false,
  creator: { firstName: 'Ada', lastName: 'Okafor', profilePictureURL: null },
};

import type { MentionableUser } from '@freightkit/domain';

/** Mentionable users for stories and tests. */
export const mentionableUsersFixture: readonly MentionableUser[] = [
  {
    id: 'u-1',
    firstName: 'Joan',
    lastName: 'Baker',
    emailAddresses: ['joan.baker@example.com'],
    companyName: 'Acme Freight',
  },
  {
    id: 'u-2',
    firstName: 'John',
    lastName: 'Smith',
    emailAddresses: ['john.smith@example.com'],
    companyName: 'Acme Freight',
  },
  {
    id: 'u-3',
    firstName: 'Priya',
    lastName: 'Johnson',
    emailAddresses: ['priya@example.com'],
    companyName: 'Blue Line Brokerage',
  },
  { id: 'u-4', firstName: 'Marco', lastName: 'Jones', emailAddresses: ['marco@example.com'] },
  { id: 'u-5', firstName: 'Jolene', lastName: 'Park', emailAddresses: ['jolene@example.com'] },
  { id: 'u-6', firstName: 'Jorge', lastName: 'Ruiz', emailAddresses: ['jorge@example.com'] },
  { id: 'u-7', firstName: 'Ada', lastName: 'Okafor', emailAddresses: ['ada@example.com'] },
];

/** A saved note's editor JSON: a heading, a bulleted list and a mention. */
export const savedNoteJson = JSON.stringify({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'heading',
        tag: 'h2',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'text',
            text: 'Detention at pickup',
            version: 1,
            detail: 0,
            format: 0,
            mode: 'normal',
            style: '',
          },
        ],
      },
      {
        type: 'list',
        listType: 'bullet',
        start: 1,
        tag: 'ul',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'listitem',
            value: 1,
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            children: [
              {
                type: 'text',
                text: 'Arrived 08:00, loaded 11:30',
                version: 1,
                detail: 0,
                format: 0,
                mode: 'normal',
                style: '',
              },
            ],
          },
        ],
      },
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: [
          {
            type: 'text',
            text: 'Please review ',
            version: 1,
            detail: 0,
            format: 0,
            mode: 'normal',
            style: '',
          },
          {
            type: 'mention',
            text: '@Joan Baker',
            mentionId: 'u-1',
            mentionName: 'Joan Baker',
            version: 1,
            detail: 0,
            format: 0,
            mode: 'segmented',
            style: '',
          },
        ],
      },
    ],
  },
});

/** The same note as HTML only (older notes have no editor JSON). */
export const savedNoteHtml =
  '<h2>Detention at pickup</h2><ul><li>Arrived 08:00, loaded 11:30</li></ul><p>Please review <span data-lexical-mention="true" data-mention-id="u-1" data-mention-name="Joan Baker">@Joan Baker</span></p>';

/** A 1×1 transparent PNG. */
export const tinyPngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/**
 * A stored editor state as a hostile user could write it through the API (issue 24): a text and a mention
 * styled as a full-page overlay, an image from another site and a node type the editor does not have.
 */
export const hostileNoteJson = JSON.stringify({
  root: {
    type: 'root',
    version: 1,
    children: [
      {
        type: 'paragraph',
        version: 1,
        children: [
          {
            type: 'text',
            version: 1,
            text: 'Lumper receipt attached',
            style: 'position: fixed; inset: 0; z-index: 2147483647; background: black; font-family: Georgia',
          },
          {
            type: 'mention',
            version: 1,
            text: '@Joan Baker',
            mentionId: 'u-1',
            mentionName: 'Joan Baker',
            style: 'position: fixed; inset: 0; z-index: 2147483647',
          },
          { type: 'image', version: 1, src: 'https://evil.example/track.png', altText: 'tracker' },
          { type: 'iframe', version: 1, src: 'https://evil.example' },
        ],
      },
    ],
  },
});

import type { LocalizedCatalog } from '@freightkit/domain';

/**
 * Kit-only texts of the note editor and the note list (control labels, assistive names) that the
 * spec does not word. Spec texts ('Internal Note', 'Unable to retrieve notes', 'Send', …) come from
 * `@freightkit/domain`'s `specMessages`. Merged into `kitMessages`, so `useI18n().t` resolves them and
 * an app overrides or translates them through `UiProvider`'s `messages`.
 */
export const noteMessages = {
  en: {
    'kit.noteEditor.label': 'Comment',
    'kit.noteEditor.placeholder': 'Write a comment… Type @ to mention someone.',
    'kit.noteEditor.toolbar': 'Formatting',
    'kit.noteEditor.font': 'Font',
    'kit.noteEditor.fontDefault': 'Default font',
    'kit.noteEditor.blockType': 'Block type',
    'kit.noteEditor.block.paragraph': 'Normal',
    'kit.noteEditor.block.h1': 'Heading 1',
    'kit.noteEditor.block.h2': 'Heading 2',
    'kit.noteEditor.block.h3': 'Heading 3',
    'kit.noteEditor.block.h4': 'Heading 4',
    'kit.noteEditor.block.h5': 'Heading 5',
    'kit.noteEditor.block.h6': 'Heading 6',
    'kit.noteEditor.block.bullet': 'Bulleted list',
    'kit.noteEditor.block.number': 'Numbered list',
    'kit.noteEditor.block.quote': 'Quote',
    'kit.noteEditor.block.code': 'Code',
    'kit.noteEditor.bold': 'Bold',
    'kit.noteEditor.italic': 'Italic',
    'kit.noteEditor.underline': 'Underline',
    'kit.noteEditor.loading': 'Loading editor',
    'kit.noteEditor.mentions': 'People to mention',
    'kit.noteList.loading': 'Loading comments',
    'kit.noteList.empty': 'No comments yet',
    'kit.noteItem.by': 'Comment by {name}',
    'kit.noteItem.content': 'Comment by {name}, scrollable',
    'kit.noteItem.editing': 'Edit comment by {name}',
  },
} as const satisfies LocalizedCatalog;

/** Key of a message in {@link noteMessages}. */
export type NoteMessageKey = keyof (typeof noteMessages)['en'];

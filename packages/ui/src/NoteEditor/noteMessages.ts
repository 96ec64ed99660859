import { formatMessage, type LocalizedCatalog, type MessageParams } from '@freightkit/domain';
import { useCallback } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';

/**
 * Kit-only texts of the note editor and the note list (control labels, assistive names) that the
 * spec does not word. Spec texts ('Internal Note', 'Unable to retrieve notes', 'Send', …) come from
 * `@freightkit/domain`'s `specMessages`. An app overrides or translates these through `UiProvider`'s
 * `messages`: the provider's translator is asked first, this catalog is the fallback.
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

/** Translates a spec key (any string) or a note kit key, for the current locale. */
export type NoteTranslate = (key: NoteMessageKey | (string & {}), params?: MessageParams) => string;

/**
 * The provider's translator with {@link noteMessages} as fallback.
 *
 * @example
 * const t = useNoteText();
 * t('kit.noteEditor.bold'); // 'Bold'
 */
export function useNoteText(): NoteTranslate {
  const { t, locale } = useI18n();
  return useCallback<NoteTranslate>(
    (key, params) => {
      const text = t(key, params);
      if (text !== key) return text;
      const catalogs = noteMessages as { readonly [l: string]: Readonly<Record<string, string>> | undefined };
      const template = catalogs[locale]?.[key] ?? catalogs['en']?.[key];
      return template === undefined ? key : formatMessage(template, params);
    },
    [t, locale],
  );
}

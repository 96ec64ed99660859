import { formatMessage, type MessageParams } from '@freightkit/domain';
import { useCallback } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';
import { savedViewsMessages, type SavedViewsMessageKey } from './savedViewsMessages.ts';

/** Translates a saved-views key for the current locale. */
export type SavedViewsTranslate = (key: SavedViewsMessageKey, params?: MessageParams) => string;

/**
 * The provider's translator with {@link savedViewsMessages} as fallback: a key the provider's
 * catalogs know wins (an app's translation); otherwise this catalog's text for the locale (or English).
 */
export function useSavedViewsText(): SavedViewsTranslate {
  const { t, locale } = useI18n();
  return useCallback<SavedViewsTranslate>(
    (key, params) => {
      const text = t(key, params);
      if (text !== key) return text;
      const catalogs = savedViewsMessages as {
        readonly [l: string]: Readonly<Record<string, string>> | undefined;
      };
      const template = catalogs[locale]?.[key] ?? catalogs['en']?.[key];
      return template === undefined ? key : formatMessage(template, params);
    },
    [t, locale],
  );
}

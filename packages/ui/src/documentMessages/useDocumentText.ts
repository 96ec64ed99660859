import { formatMessage, type MessageParams } from '@freightkit/domain';
import { useCallback } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';
import { documentMessages, type DocumentMessageKey } from './documentMessages.ts';

/** Translates a spec key or a document component key for the current locale. */
export type DocumentTranslate = (key: DocumentMessageKey | (string & {}), params?: MessageParams) => string;

/**
 * The provider's translator with the document components' catalog as fallback: a key the
 * provider's catalogs know wins; otherwise this catalog's text for the locale (or English).
 *
 * @example
 * const t = useDocumentText();
 * t('kit.viewer.zoomIn'); // 'Zoom In'
 */
export function useDocumentText(): DocumentTranslate {
  const { t, locale } = useI18n();
  return useCallback<DocumentTranslate>(
    (key, params) => {
      const text = t(key, params);
      if (text !== key) return text;
      const catalogs = documentMessages as {
        readonly [l: string]: Readonly<Record<string, string>> | undefined;
      };
      const template = catalogs[locale]?.[key] ?? catalogs['en']?.[key];
      return template === undefined ? key : formatMessage(template, params);
    },
    [t, locale],
  );
}

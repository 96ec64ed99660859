import { formatMessage, type MessageParams } from '@freightkit/domain';
import { useCallback } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';
import { shellMessages, type ShellMessageKey } from './shellMessages.ts';

/** Translates a spec key (any string) or a shell key, for the current locale. */
export type ShellTranslate = (key: ShellMessageKey | (string & {}), params?: MessageParams) => string;

/**
 * The provider's translator with the shell's own catalog as fallback: a key the provider's
 * catalogs (spec, kit, app) know wins; otherwise the shell catalog's text for the locale (or English).
 *
 * @example
 * const t = useShellText();
 * t('kit.topBar.search'); // 'Search'
 */
export function useShellText(): ShellTranslate {
  const { t, locale } = useI18n();
  return useCallback<ShellTranslate>(
    (key, params) => {
      const text = t(key, params);
      if (text !== key) return text;
      const localized = (
        shellMessages as { readonly [l: string]: Readonly<Record<string, string>> | undefined }
      )[locale];
      const template = localized?.[key] ?? (shellMessages.en as Readonly<Record<string, string>>)[key];
      return template === undefined ? key : formatMessage(template, params);
    },
    [t, locale],
  );
}

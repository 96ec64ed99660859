import type { MessageParams } from '@freightkit/domain';
import { useI18n } from '../i18n/I18nContext.tsx';
import type { DocumentMessageKey } from './documentMessages.ts';

/** Translates a spec key or a document component key for the current locale. */
export type DocumentTranslate = (key: DocumentMessageKey | (string & {}), params?: MessageParams) => string;

/**
 * The provider's translator, typed for document keys. `UiProvider` merges `documentMessages` into
 * `kitMessages`, so this is `useI18n().t`.
 *
 * New code reads `const { t } = useI18n()` directly.
 */
export function useDocumentText(): DocumentTranslate {
  return useI18n().t;
}

import {
  calendarMessages,
  createTranslator,
  specMessages,
  type Locale,
  type LocalizedCatalog,
  type Translate,
} from '@freightkit/domain';
import { createContext, useContext } from 'react';
import { kitMessages } from './kitMessages.ts';

/** What components read to word and format things for the current locale. */
export interface I18n {
  readonly locale: Locale;
  readonly t: Translate;
  /**
   * The app's catalogs `UiProvider` was given (its `messages`, translations included), for a nested
   * provider that builds its own translator on top (portal stories under Storybook's decorator).
   */
  readonly messages?: readonly LocalizedCatalog[];
}

/** English with the spec's and the kit's catalogs, for components rendered outside a provider (tests, docs). */
export const defaultI18n: I18n = {
  locale: 'en-US',
  t: createTranslator('en-US', specMessages, calendarMessages, kitMessages),
};

/** @internal Provided by `UiProvider`. */
export const I18nContext = createContext<I18n>(defaultI18n);

/**
 * The current locale and translator.
 *
 * @example
 * const { t } = useI18n();
 * t('kit.close'); // 'Close'
 */
export function useI18n(): I18n {
  return useContext(I18nContext);
}

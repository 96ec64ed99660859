import type { Locale, LocalizedCatalog } from '@freightkit/domain';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadTranslations } from './loadTranslations.ts';
import { rememberLocale } from './localePreference.ts';

/** The portal's locale, the translations loaded for it, and the way to choose another. */
export interface PortalLocale {
  readonly locale: Locale;
  /** The locale's translation catalogs (none for en-US), for `UiProvider`'s `messages`. */
  readonly translations: readonly LocalizedCatalog[];
  /** Loads the locale's texts, then switches the whole portal to it and remembers the choice. */
  readonly chooseLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<PortalLocale>({
  locale: 'en-US',
  translations: [],
  chooseLocale: () => Promise.resolve(),
});

/** The portal's current locale and the language pickers' `chooseLocale`. */
export function usePortalLocale(): PortalLocale {
  return useContext(LocaleContext);
}

/**
 * Holds the portal's locale. `main.tsx` loads the first locale's texts before the first render
 * (so a Spanish visitor never sees English flash by); a later choice loads first, then switches
 * every screen at once. `<html lang>` follows, so screen readers and the browser's own widgets
 * (native date and time inputs, spell-check, hyphenation) use the language shown.
 */
export function LocaleProvider({
  initial,
  initialTranslations,
  storage,
  children,
}: {
  initial: Locale;
  initialTranslations: readonly LocalizedCatalog[];
  /** Where the choice is remembered (`window.localStorage`); `null` remembers nothing. */
  storage: Pick<Storage, 'setItem'> | null;
  children: ReactNode;
}) {
  const [state, setState] = useState({ locale: initial, translations: initialTranslations });
  useEffect(() => {
    document.documentElement.lang = state.locale;
  }, [state.locale]);
  const chooseLocale = useCallback(
    async (locale: Locale) => {
      const translations = await loadTranslations(locale);
      rememberLocale(storage, locale);
      setState({ locale, translations });
    },
    [storage],
  );
  const value = useMemo<PortalLocale>(() => ({ ...state, chooseLocale }), [state, chooseLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

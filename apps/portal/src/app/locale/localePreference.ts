import { isLocale, localeFromLanguages, type Locale } from '@freightkit/domain';

/** Where the chosen locale is remembered (per browser, like the theme a user picks). */
export const localeStorageKey = 'freightkit.locale';

/**
 * The locale a page load starts in: the one the user chose (remembered), else the browser's
 * preferred languages (`navigator.languages`: Spanish → es-US, French → fr-CA, else en-US).
 */
export function initialLocale(
  storage: Pick<Storage, 'getItem'> | null,
  languages: readonly string[],
): Locale {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(localeStorageKey) ?? null;
  } catch {
    // Storage refused (private mode, blocked cookies): the browser's languages decide.
  }
  return isLocale(stored) ? stored : localeFromLanguages(languages);
}

/** Remembers a chosen locale, so the next visit and a reload start in it. */
export function rememberLocale(storage: Pick<Storage, 'setItem'> | null, locale: Locale): void {
  try {
    storage?.setItem(localeStorageKey, locale);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
}

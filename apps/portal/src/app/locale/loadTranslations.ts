import type { Locale, LocalizedCatalog } from '@freightkit/domain';

const none: readonly LocalizedCatalog[] = [];
/**
 * The catalogs to add for a locale (after the English ones): nothing for en-US, else the locale's
 * translations, fetched as their own chunk the first time, so an English user downloads no Spanish
 * or French text. The array is stable per locale (UiProvider keeps its translator while it is).
 */
export async function loadTranslations(locale: Locale): Promise<readonly LocalizedCatalog[]> {
  const loaded = cache.get(locale);
  if (loaded !== undefined) return loaded;
  let catalogs = none;
  if (locale === 'es-US')
    catalogs = [{ en: {}, 'es-US': (await import('./esUsTranslations.ts')).translations }];
  if (locale === 'fr-CA')
    catalogs = [{ en: {}, 'fr-CA': (await import('./frCaTranslations.ts')).translations }];
  cache.set(locale, catalogs);
  return catalogs;
}

const cache = new Map<Locale, readonly LocalizedCatalog[]>();

import type { LocalizedCatalog } from '@freightkit/domain';

/**
 * The translation of a key for a story rendered in another locale: Storybook's locale loader puts the
 * locale's catalogs in the story's `loaded.translations`, so a play function can look for the text
 * the user sees without importing a translation. English (nothing loaded) and an untranslated key
 * give the key itself, which fails the look-up loudly.
 *
 * @example await canvas.findByRole('heading', { name: loadedText(loaded, 'nav.dashboard') });
 */
export function loadedText(loaded: Readonly<Record<string, unknown>>, key: string): string {
  const catalogs = (loaded['translations'] ?? []) as readonly LocalizedCatalog[];
  for (const catalog of catalogs) {
    const text = catalog['es-US']?.[key] ?? catalog['fr-CA']?.[key];
    if (text !== undefined) return text;
  }
  return key;
}

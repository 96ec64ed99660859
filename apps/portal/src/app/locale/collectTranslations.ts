import type { Catalog } from '@freightkit/domain';

/** One translation module as `import.meta.glob` gives it: its named exports, each a catalog. */
export type TranslationModule = Readonly<Record<string, Catalog>>;

/**
 * Merges a locale's translation aggregators (the domain's spec texts and enum labels, route titles,
 * the kit's and the portal's catalogs) into one catalog, in the order given (later wins, as in
 * English: spec, kit, then the app). An aggregator a translator has not written yet is simply absent:
 * its keys fall back to English one by one.
 */
export function collectTranslations(
  modules: Readonly<Record<string, TranslationModule>>,
  order: readonly string[],
): Catalog {
  const merged: Record<string, string> = {};
  for (const path of order) {
    const module = modules[path];
    if (module === undefined) continue;
    for (const catalog of Object.values(module)) Object.assign(merged, catalog);
  }
  return merged;
}

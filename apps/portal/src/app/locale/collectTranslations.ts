import type { Catalog } from '@freightkit/domain';

/** One translation module: its named exports, each a catalog. */
export type TranslationModule = Readonly<Record<string, Catalog>>;

/**
 * Merges a locale's translation modules (the domain's spec texts, enum labels and route titles, the
 * kit's and the portal's catalogs) into one catalog, in the order given (later wins, as in English:
 * spec, kit, then the app).
 */
export function collectTranslations(modules: readonly TranslationModule[]): Catalog {
  const merged: Record<string, string> = {};
  for (const module of modules) for (const catalog of Object.values(module)) Object.assign(merged, catalog);
  return merged;
}

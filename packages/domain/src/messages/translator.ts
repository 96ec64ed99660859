/** The locales FreightKit ships or plans: English now, Spanish and Canadian French planned. */
export type Locale = 'en' | 'es' | 'fr-CA';

/** The locale every message exists in; other locales fall back to it key by key. */
export const fallbackLocale: Locale = 'en';

/** One catalog: message key → text with `{name}` placeholders. */
export type Catalog = Readonly<Record<string, string>>;

/** A catalog per locale; only English must be complete. */
export type LocalizedCatalog = Readonly<Partial<Record<Locale, Catalog>>> & { readonly en: Catalog };

/** Values for a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Looks a message up by key and fills its placeholders. */
export type Translate = (key: string, params?: MessageParams) => string;

/**
 * Fills `{name}` placeholders; a placeholder without a value stays visible so a missing
 * parameter shows up in review instead of silently vanishing.
 */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Builds a translator over several catalogs (later ones override earlier ones for the same key),
 * for one locale with an English fallback. An unknown key returns the key itself, so it is
 * visible on screen and in tests rather than blank.
 */
export function createTranslator(locale: Locale, ...catalogs: readonly LocalizedCatalog[]): Translate {
  const merged: Record<string, string> = {};
  for (const catalog of catalogs) Object.assign(merged, catalog.en);
  if (locale !== fallbackLocale) for (const catalog of catalogs) Object.assign(merged, catalog[locale] ?? {});
  return (key, params) => {
    const template = merged[key];
    return template === undefined ? key : formatMessage(template, params);
  };
}

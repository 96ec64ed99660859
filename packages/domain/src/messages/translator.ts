import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatToParts, IntlMessageFormat, PART_TYPE, type Formatters } from 'intl-messageformat';
import { parseCommonIcu } from './commonIcu.ts';
import { keptDateTimeFormat, keptNumberFormat, keptPluralRules } from './keptFormatters.ts';

/** The locales FreightKit ships (BCP 47): US English (the spec's texts), US Spanish and Canadian French. */
export type Locale = 'en-US' | 'es-US' | 'fr-CA';

/** Every locale, English first (the order of the language pickers). */
export const locales: readonly Locale[] = ['en-US', 'es-US', 'fr-CA'];

/** The locale every message exists in; other locales fall back to it key by key. */
export const fallbackLocale: Locale = 'en-US';

/** A locale whose texts are translations of the English catalogs. */
export type TranslatedLocale = Exclude<Locale, 'en-US'>;

/**
 * Each locale's name in its own language, as a language picker lists it: a reader looks for the
 * language they read, so these are the same whatever language the page is in (not catalog texts).
 */
export const localeNames: Readonly<Record<Locale, string>> = {
  'en-US': 'English',
  'es-US': 'Español',
  'fr-CA': 'Français',
};

/** Whether a value is one of the {@link locales}. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The locale for a browser's preferred languages (`navigator.languages`), first match wins:
 * any Spanish → es-US, any French → fr-CA, English → en-US; none of them → en-US.
 */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split(/[-_]/)[0];
    if (primary === 'es') return 'es-US';
    if (primary === 'fr') return 'fr-CA';
    if (primary === 'en') return 'en-US';
  }
  return fallbackLocale;
}

/** One catalog: message key → ICU MessageFormat text (`{name}`, `{count, plural, one {…} other {…}}`). */
export type Catalog = Readonly<Record<string, string>>;

/**
 * A catalog per locale; only English (`en`, the spec's US English) must be complete. Translations live in
 * sibling files (`messages.es-US.ts`) loaded per locale and passed as the `es-US` / `fr-CA` members.
 */
export type LocalizedCatalog = Readonly<Partial<Record<TranslatedLocale, Catalog>>> & {
  readonly en: Catalog;
};

/** Values for a message's arguments: numbers for `plural` and `number` arguments, text otherwise. */
export type MessageParams = Readonly<Record<string, string | number | Date>>;

/** Looks a message up by key and fills its arguments. */
export type Translate = (key: string, params?: MessageParams) => string;

/** The pre-ICU fill: `{name}` replaced by its value, a placeholder without a value left visible. */
function fillPlaceholders(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * A parsed message and the locale it formats in, or the text itself when it does not parse as ICU (a
 * broken translation then shows its text rather than throwing in a render; the catalog guard test keeps
 * that from shipping), or `undefined` while the full parser a message needs is still loading (see
 * {@link loadIcuParser}).
 */
type Compiled = { readonly ast: MessageFormatElement[]; readonly locale: Locale } | string | undefined;

/** FormatJS's full parser, once {@link loadIcuParser} has loaded it. */
let fullParse: ((message: string) => MessageFormatElement[]) | undefined;
let parserLoading: Promise<void> | undefined;
/** Whether `intl-messageformat` was bundled with its parser (a build may alias it away, ADR 066). */
let bundledParser: boolean | undefined;

function hasBundledParser(): boolean {
  if (bundledParser === undefined) {
    try {
      new IntlMessageFormat('{n, plural, other {#}}', fallbackLocale);
      bundledParser = true;
    } catch {
      bundledParser = false;
    }
  }
  return bundledParser;
}

/**
 * Loads FormatJS's full ICU parser as its own chunk. Translators read the messages of FreightKit's
 * catalogs without it (`parseCommonIcu`); a build that leaves the parser out of `intl-messageformat`
 * (the portal's, ADR 066) needs it only for a message outside that subset, and a translator starts this
 * load itself on meeting one (showing that message's text with its `{name}` filled until it lands).
 * Where the parser is bundled (tests, the sandbox, a kit consumer's own build) nothing waits on it.
 */
export function loadIcuParser(): Promise<void> {
  parserLoading ??= import('@formatjs/icu-messageformat-parser').then(({ parse }) => {
    fullParse = (message) => parse(message, { ignoreTag: true });
  });
  return parserLoading;
}

/**
 * The number, date and plural formatters every message uses, kept per locale and options and shared by
 * all messages (and with the kit's `DateTime`, {@link keptDateTimeFormat}). An `IntlMessageFormat` makes
 * its own per message, and resolves its locale on construction (`Intl.NumberFormat.supportedLocalesOf`, a
 * new `Intl.Locale`): on a signed-in page's first render, which formats a few hundred messages, that was
 * most of the translators' time (ADR 070). The messages are formatted by the same `formatToParts` the
 * class calls, with the same default formats.
 */
const formatters: Formatters = {
  getNumberFormat: keptNumberFormat,
  getDateTimeFormat: keptDateTimeFormat,
  getPluralRules: keptPluralRules,
};

function compile(template: string, locale: Locale): Compiled {
  // `ignoreTag`: catalogs hold plain text, so `<` is a character, not FormatJS rich-text markup.
  const options = { ignoreTag: true };
  try {
    const ast = parseCommonIcu(template) ?? fullParse?.(template);
    if (ast !== undefined) return { ast, locale };
    if (hasBundledParser())
      return { ast: new IntlMessageFormat(template, locale, undefined, options).getAst(), locale };
  } catch {
    return template;
  }
  void loadIcuParser();
  return undefined;
}

/**
 * `IntlMessageFormat#format` over a parsed message: its parts, adjacent texts joined; a lone part is
 * itself, several stay a list (which `String` joins, as the translator always did).
 */
function format(
  compiled: { readonly ast: MessageFormatElement[]; readonly locale: Locale },
  template: string,
  params: MessageParams,
): unknown {
  const parts = formatToParts(
    compiled.ast,
    compiled.locale,
    formatters,
    IntlMessageFormat.formats,
    params,
    undefined,
    template,
  );
  if (parts.length === 1) return parts[0]?.value;
  const result = parts.reduce<unknown[]>((all, part) => {
    if (all.length === 0 || part.type !== PART_TYPE.literal || typeof all[all.length - 1] !== 'string')
      all.push(part.value);
    else all[all.length - 1] = `${String(all[all.length - 1])}${part.value}`;
    return all;
  }, []);
  if (result.length <= 1) return result[0] || '';
  return result;
}

function render(compiled: Compiled, template: string, params: MessageParams): string {
  if (compiled === undefined || typeof compiled === 'string') return fillPlaceholders(template, params);
  try {
    return String(format(compiled, template, params));
  } catch {
    // A missing argument value: show the placeholder so the gap shows up in review instead of vanishing.
    return fillPlaceholders(template, params);
  }
}

/**
 * Formats one ICU message for a locale (tests, documents built outside React). Prefer a translator
 * ({@link createTranslator}), which parses each message once.
 *
 * @example formatMessage('{count, plural, one {# tender} other {# tenders}}', { count: 2 }) // '2 tenders'
 */
export function formatMessage(
  template: string,
  params: MessageParams = {},
  locale: Locale = fallbackLocale,
): string {
  return render(compile(template, locale), template, params);
}

/**
 * Builds a translator over several catalogs (later ones override earlier ones for the same key) for
 * one locale with an English fallback, key by key. Messages are ICU MessageFormat, parsed by FormatJS
 * `intl-messageformat` (an interpreter over the parsed message: no code generation, so it runs under
 * the portal's strict CSP) once per key on first use and cached with the translator. An unknown key
 * returns the key itself, so it is visible on screen and in tests rather than blank.
 */
export function createTranslator(locale: Locale, ...catalogs: readonly LocalizedCatalog[]): Translate {
  // Each key is looked up in the catalogs when first asked for (the last catalog holding it wins), not
  // copied into one merged catalog up front: a page asks for a few hundred of the few thousand keys, and
  // the copy ran on every translator made, in the first render (ADR 070).
  const english = catalogs.map((catalog) => catalog.en).reverse();
  const translated: Catalog[] = [];
  if (locale !== 'en-US') {
    for (const catalog of catalogs) {
      const own = catalog[locale];
      if (own !== undefined) translated.unshift(own);
    }
  }
  const find = (of: readonly Catalog[], key: string): string | undefined => {
    const holder = of.find((catalog) => Object.hasOwn(catalog, key));
    return holder === undefined ? undefined : holder[key];
  };
  const cache = new Map<string, { readonly compiled: Compiled; readonly template: string }>();
  const lookUp = (key: string) => {
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const own = find(translated, key);
    const base = find(english, key);
    let template = own ?? base;
    if (template === undefined) return undefined;
    let compiled = compile(template, own === undefined ? fallbackLocale : locale);
    // A translation that does not parse falls back to the English message rather than showing ICU syntax.
    if (typeof compiled === 'string' && own !== undefined && base !== undefined) {
      template = base;
      compiled = compile(base, fallbackLocale);
    }
    const entry = { compiled, template };
    // A message waiting for the full parser is compiled again once it has loaded.
    if (compiled !== undefined) cache.set(key, entry);
    return entry;
  };
  return (key, params = {}) => {
    const entry = lookUp(key);
    return entry === undefined ? key : render(entry.compiled, entry.template, params);
  };
}

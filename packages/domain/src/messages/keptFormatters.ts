/**
 * `Intl` formatters made once per locale and options and kept for the life of the page. Creating one
 * resolves its locale data and costs far more than formatting with it: the translators format a few
 * hundred messages on a signed-in page's first render (ADR 070), and a list formats a few dates per row
 * on every render (ADR 068). The translators and the kit's `DateTime` share these, so a formatter either
 * one made serves the other. The keys are few in practice (three locales, a handful of option sets), so
 * nothing is ever dropped.
 *
 * Only stateless formatters belong here: a kept formatter is shared by every caller, and none of them
 * may depend on it being its own.
 */

/** The locales argument every `Intl` constructor takes. */
type Locales = Intl.LocalesArgument;

/** Options as the `Intl` constructors read them: names to primitive values. */
type Options = object;

/**
 * The options part of a formatter's key: names sorted and `undefined` values left out, so calls that ask
 * for the same formatter share it whatever order they wrote the options in, and a `{ timeZone: undefined }`
 * is `{}` (as it is to `Intl`).
 */
function optionsKey(options: Options | undefined): string {
  if (options === undefined) return '';
  const values = options as Readonly<Record<string, unknown>>;
  const names = Object.keys(values);
  if (names.length > 1) names.sort();
  let key = '';
  for (const name of names) {
    const value = values[name];
    // A string as it is (the common case, and cheaper than JSON); anything else marked apart, so an
    // option's `true` and `'true'` stay two keys.
    if (typeof value === 'string') key += `\u0000${name}=${value}`;
    else if (value !== undefined) key += `\u0000${name}:${JSON.stringify(value)}`;
  }
  return key;
}

/**
 * The locales part of a formatter's key. A lone tag and a list of that one tag, and no locales and an
 * empty list, are the same key, as they are the same request to `Intl`.
 */
function localesKey(locales: Locales): string {
  return Array.isArray(locales) ? locales.map(String).join(',') : String(locales ?? '');
}

/**
 * Keeps one formatter per locales and options key, made by `make` on first use. A caller formatting
 * often (the kit's `DateTime`) passes frozen options objects (`Object.freeze`): they cannot change, so
 * the formatter found for one is remembered by the object itself, and their names are not sorted again
 * on every call (which cost about half as much as the formatting). Any other object is keyed afresh.
 */
function keeper<F, O extends Options>(
  make: (locales: Locales, options: O | undefined) => F,
): (locales?: Locales, options?: O) => F {
  const made = new Map<string, F>();
  const byFrozenOptions = new WeakMap<O, Map<string, F>>();
  const find = (tags: string, locales: Locales, options: O | undefined): F => {
    const key = tags + optionsKey(options);
    let formatter = made.get(key);
    if (formatter === undefined) {
      formatter = make(locales, options);
      made.set(key, formatter);
    }
    return formatter;
  };
  return (locales, options) => {
    const tags = localesKey(locales);
    if (options === undefined || !Object.isFrozen(options)) return find(tags, locales, options);
    let byTags = byFrozenOptions.get(options);
    if (byTags === undefined) {
      byTags = new Map();
      byFrozenOptions.set(options, byTags);
    }
    let formatter = byTags.get(tags);
    if (formatter === undefined) {
      formatter = find(tags, locales, options);
      byTags.set(tags, formatter);
    }
    return formatter;
  };
}

/**
 * The kept `Intl.DateTimeFormat` for these locales and options: the same instance for equal arguments.
 *
 * @example keptDateTimeFormat('fr-CA', { dateStyle: 'short', timeZone: 'UTC' }).format(date)
 */
export const keptDateTimeFormat: (
  locales?: Locales,
  options?: Intl.DateTimeFormatOptions,
) => Intl.DateTimeFormat = keeper(
  (locales, options: Intl.DateTimeFormatOptions | undefined) => new Intl.DateTimeFormat(locales, options),
);

/**
 * The kept `Intl.NumberFormat` for these locales and options: the same instance for equal arguments.
 *
 * @example keptNumberFormat('es-US', { maximumFractionDigits: 2 }).format(1234.5)
 */
export const keptNumberFormat: (locales?: Locales, options?: Intl.NumberFormatOptions) => Intl.NumberFormat =
  keeper((locales, options: Intl.NumberFormatOptions | undefined) => new Intl.NumberFormat(locales, options));

/**
 * The kept `Intl.PluralRules` for these locales and options: the same instance for equal arguments.
 *
 * @example keptPluralRules('fr-CA', { type: 'ordinal' }).select(1) // 'one'
 */
export const keptPluralRules: (locales?: Locales, options?: Intl.PluralRulesOptions) => Intl.PluralRules =
  keeper((locales, options: Intl.PluralRulesOptions | undefined) => new Intl.PluralRules(locales, options));

/** Each options object's frozen copies with a time zone set, by zone. */
const zonedCopies = new WeakMap<object, Map<string, Readonly<Intl.DateTimeFormatOptions>>>();

/**
 * `options` with `timeZone` set, as a frozen object that is the same one for the same `options` object
 * and zone: a caller formatting in a zone it is given (a stop's, a load's origin) passes it to
 * {@link keptDateTimeFormat}, which then finds its formatter by identity instead of sorting a new
 * object's names on every call. Without a zone, `options` itself (the viewer's zone). `options` should
 * be a constant (frozen or not): its copies are kept for as long as it lives, one per zone asked for.
 *
 * @example keptDateTimeFormat(locale, keptZonedOptions(stopTimeOptions, stop.ianaTimezone)).format(date)
 */
export function keptZonedOptions<O extends Intl.DateTimeFormatOptions>(
  options: O,
  timeZone: string | undefined,
): O {
  if (timeZone === undefined) return options;
  let byZone = zonedCopies.get(options);
  if (byZone === undefined) {
    byZone = new Map();
    zonedCopies.set(options, byZone);
  }
  let zoned = byZone.get(timeZone);
  if (zoned === undefined) {
    zoned = Object.freeze({ ...options, timeZone });
    byZone.set(timeZone, zoned);
  }
  return zoned as O;
}

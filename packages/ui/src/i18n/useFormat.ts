import {
  formatMoney,
  keptDateTimeFormat,
  keptNumberFormat,
  parseMoney,
  type Locale,
} from '@freightkit/domain';
import { useI18n } from './I18nContext.tsx';

/** Formatters bound to the current locale. */
export interface Format {
  /** A plain number: `formatNumber(1234.5)` → '1,234.5'. */
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** Whole-number percent of a 0–1 ratio: `formatPercent(0.42)` → '42%'. */
  formatPercent: (ratio: number) => string;
  /** US dollars by the domain's money rule (2 decimals, negatives in parentheses): −12 → '($12.00)', fr-CA '(12,00 $)'. */
  formatMoney: (dollars: number) => string;
  /** Reads an amount as a user of the locale types it ('1 234,50 $' in fr-CA), `null` when it is none. */
  parseMoney: (text: string) => number | null;
  /** A calendar date: `formatDate(date)` → '11/22/2026' in English. */
  formatDate: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
  /** A date with its time of day. */
  formatDateTime: (value: Date | string | number) => string;
}

/**
 * The helpers' options, frozen so domain's kept formatters find theirs by identity (ADR 070): every
 * `Intl` formatter the helpers use is made once per locale and options for the page, not per call or per
 * component that asks for the helpers.
 */
const percentOptions: Intl.NumberFormatOptions = Object.freeze({
  style: 'percent',
  maximumFractionDigits: 0,
});
const dateOptions: Intl.DateTimeFormatOptions = Object.freeze({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateTimeOptions: Intl.DateTimeFormatOptions = Object.freeze({ dateStyle: 'short', timeStyle: 'short' });

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** The helpers made for each locale: they hold nothing but the locale, so one set serves every caller. */
const made = new Map<Locale, Format>();

/**
 * The {@link Format} helpers for a locale (also usable outside React): the same object for the same locale,
 * so a component's memo or effect that depends on them does not see new functions every render.
 */
export function createFormat(locale: Locale): Format {
  let format = made.get(locale);
  if (format === undefined) {
    format = Object.freeze<Format>({
      formatNumber: (value, options) => keptNumberFormat(locale, options).format(value),
      formatPercent: (ratio) => keptNumberFormat(locale, percentOptions).format(ratio),
      formatMoney: (dollars) => formatMoney(dollars, locale),
      parseMoney: (text) => parseMoney(text, locale),
      formatDate: (value, options = dateOptions) => keptDateTimeFormat(locale, options).format(toDate(value)),
      formatDateTime: (value) => keptDateTimeFormat(locale, dateTimeOptions).format(toDate(value)),
    });
    made.set(locale, format);
  }
  return format;
}

/**
 * Number, money and date formatters for the locale `UiProvider` was given.
 *
 * @example
 * const { formatMoney } = useFormat();
 * formatMoney(-12); // '($12.00)'
 */
export function useFormat(): Format {
  const { locale } = useI18n();
  // The same helpers for the locale on every render (createFormat keeps one set a locale).
  return createFormat(locale);
}

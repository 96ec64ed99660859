import { formatMoney, parseMoney, type Locale } from '@freightkit/domain';
import { useMemo } from 'react';
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

/** Builds the {@link Format} helpers for a locale (also usable outside React). */
export function createFormat(locale: Locale): Format {
  const intl = locale;
  const percent = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 0 });
  const dateTime = new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeStyle: 'short' });
  const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));
  return {
    formatNumber: (value, options) => new Intl.NumberFormat(intl, options).format(value),
    formatPercent: (ratio) => percent.format(ratio),
    formatMoney: (dollars) => formatMoney(dollars, locale),
    parseMoney: (text) => parseMoney(text, locale),
    formatDate: (value, options = { year: 'numeric', month: '2-digit', day: '2-digit' }) =>
      new Intl.DateTimeFormat(intl, options).format(toDate(value)),
    formatDateTime: (value) => dateTime.format(toDate(value)),
  };
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
  return useMemo(() => createFormat(locale), [locale]);
}

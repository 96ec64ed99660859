/**
 * Calendar dates as a person types and reads them in the kit's locale (ADR 062): the numeric order
 * and separator of `Intl.DateTimeFormat` (en-US 11/27/2026, es-US 27/11/2026, fr-CA 2026-11-27),
 * whatever language the browser itself is in. Values stay ISO `yyyy-MM-dd` everywhere else.
 */
import { keptDateTimeFormat } from '@freightkit/domain';

/** A part of a numeric date, in the order the locale writes them. */
export type DatePart = 'day' | 'month' | 'year';

/** How a locale writes a numeric date. */
export interface DatePattern {
  /** The three parts in the locale's order. */
  readonly order: readonly DatePart[];
  /** What stands between them ('/', '-', '.'). */
  readonly separator: string;
}

const patterns = new Map<string, DatePattern>();

/** A numeric date's options, the ones the kit's `DateTime` uses for a calendar date (one kept formatter). */
const numericDateOptions: Intl.DateTimeFormatOptions = Object.freeze({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
});

/** The locale's numeric date order and separator, read once from `Intl.DateTimeFormat`. */
export function datePattern(locale: string): DatePattern {
  const known = patterns.get(locale);
  if (known) return known;
  const parts = keptDateTimeFormat(locale, numericDateOptions).formatToParts(Date.UTC(2026, 10, 27));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  const pattern: DatePattern =
    order.length === 3 ? { order, separator } : { order: ['month', 'day', 'year'], separator: '/' };
  patterns.set(locale, pattern);
  return pattern;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The `{ year, month, day }` of an ISO date, or `undefined` when it is not a real one. */
export function readIsoDate(iso: string): { year: number; month: number; day: number } | undefined {
  const match = isoPattern.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : undefined;
}

/** `yyyy-MM-dd` of a year, month (1–12) and day. */
export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An ISO date written the locale's way (`11/27/2026`); '' for '' and the text itself when it is not a date. */
export function formatDateText(iso: string, locale: string): string {
  const date = readIsoDate(iso);
  if (!date) return iso;
  const { order, separator } = datePattern(locale);
  const text: Record<DatePart, string> = {
    year: String(date.year),
    month: String(date.month).padStart(2, '0'),
    day: String(date.day).padStart(2, '0'),
  };
  return order.map((part) => text[part]).join(separator);
}

/**
 * What a typed date means, as `yyyy-MM-dd`: '' when nothing is typed, `undefined` when the text is not a
 * whole real date. It reads the locale's order with any separator (`27/11/2026`, `27.11.26`, `27 11 2026`),
 * eight digits in that order (`27112026`), and, in every locale, an ISO date (`2026-11-27`): four digits
 * first can only be a year. A two-digit year is of this century.
 *
 * @example parseDateText('27/11/2026', 'es-US') // '2026-11-27'
 */
export function parseDateText(text: string, locale: string): string | undefined {
  const typed = text.trim();
  if (typed === '') return '';
  const iso = /^(\d{4})\D+(\d{1,2})\D+(\d{1,2})$/.exec(typed);
  if (iso) return dateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const { order } = datePattern(locale);
  let numbers: string[] | undefined;
  const separated = /^(\d{1,4})\D+(\d{1,4})\D+(\d{1,4})$/.exec(typed);
  if (separated) numbers = separated.slice(1);
  else if (/^\d{8}$/.test(typed)) {
    const widths: Record<DatePart, number> = { year: 4, month: 2, day: 2 };
    let at = 0;
    numbers = order.map((part) => {
      const piece = typed.slice(at, at + widths[part]);
      at += widths[part];
      return piece;
    });
  }
  if (!numbers) return undefined;
  const value: Partial<Record<DatePart, string>> = {};
  order.forEach((part, index) => (value[part] = numbers[index]));
  const yearText = value.year ?? '';
  if (yearText.length !== 2 && yearText.length !== 4) return undefined;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return dateOf(year, Number(value.month), Number(value.day));
}

function dateOf(year: number, month: number, day: number): string | undefined {
  return isRealDate(year, month, day) ? toIsoDate(year, month, day) : undefined;
}

/** The format hint a placeholder shows (`mm/dd/yyyy`), from the locale's letters for each part. */
export function datePlaceholder(locale: string, letters: Record<DatePart, string>): string {
  const { order, separator } = datePattern(locale);
  return order.map((part) => letters[part]).join(separator);
}

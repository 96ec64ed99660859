import type { Locale } from '@freightkit/domain';

/** How much of a moment {@link DateTime} shows. */
export type DateTimeStyle = 'date' | 'dateTime' | 'time';

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/** A moment as the kit accepts it: a `Date`, an ISO 8601 string, or a `yyyy-MM-dd` calendar date. */
export type DateTimeValue = Date | string;

/** The parsed moment, whether it is a calendar date (no time of day), and the machine-readable text. */
export interface ParsedDateTime {
  readonly date: Date;
  readonly calendar: boolean;
  readonly machine: string;
}

/** Parses a {@link DateTimeValue}; `null` for an unparsable value. */
export function parseDateTime(value: DateTimeValue): ParsedDateTime | null {
  if (typeof value === 'string' && calendarDate.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? null : { date, calendar: true, machine: value };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : { date, calendar: false, machine: date.toISOString() };
}

const options: Readonly<Record<DateTimeStyle, Intl.DateTimeFormatOptions>> = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
};

/**
 * One formatter per locale, style and time zone, made on first use and kept: creating an
 * `Intl.DateTimeFormat` resolves locale data and costs far more than formatting with it, and a list
 * formats a few moments per row on every render (ADR 068). A handful of keys in practice.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats a parsed moment for a locale. Calendar dates are formatted in UTC so they never shift a
 * day with the viewer's time zone; other moments in `timeZone` (the viewer's by default).
 */
export function formatDateTime(
  parsed: ParsedDateTime,
  locale: Locale,
  style: DateTimeStyle,
  timeZone?: string,
): string {
  const shown = parsed.calendar ? 'date' : style;
  const zone = parsed.calendar ? 'UTC' : timeZone;
  const key = `${locale}\u0000${shown}\u0000${zone ?? ''}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, { ...options[shown], timeZone: zone });
    formatters.set(key, formatter);
  }
  return formatter.format(parsed.date);
}

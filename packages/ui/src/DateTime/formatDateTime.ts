import { keptDateTimeFormat, keptZonedOptions, type Locale } from '@freightkit/domain';

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

/**
 * Each style's options, frozen so `keptDateTimeFormat` works out their key once rather than on every
 * date formatted.
 */
const options: Readonly<Record<DateTimeStyle, Intl.DateTimeFormatOptions>> = {
  date: Object.freeze({ year: 'numeric', month: '2-digit', day: '2-digit' }),
  dateTime: Object.freeze({
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  }),
  time: Object.freeze({ hour: 'numeric', minute: '2-digit' }),
};

/** A calendar date's options (always in UTC), made and frozen once. */
const calendarOptions: Intl.DateTimeFormatOptions = Object.freeze({ ...options.date, timeZone: 'UTC' });

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
  // Kept per locale and options (domain's `keptDateTimeFormat`, shared with the translators): making one
  // resolves locale data and costs far more than formatting with it, and a list formats a few moments
  // per row on every render (ADR 068). A given time zone's options are a frozen copy kept per style and
  // zone (`keptZonedOptions`), so they too are found by identity rather than keyed afresh per call.
  const formatter = keptDateTimeFormat(
    locale,
    parsed.calendar ? calendarOptions : keptZonedOptions(options[style], timeZone),
  );
  return formatter.format(parsed.date);
}

import { formatMessage } from '../messages/translator.ts';

/**
 * Texts of the calendar export that the spec does not word (the issue names the event title). An app
 * translates them by passing its own `summary`; English is the default.
 */
export const calendarMessages = {
  en: {
    'calendar.appointment.summary': 'Shipment {number} — stop {stop} appointment',
  },
} as const;

/** Length of the calendar event when the stop gives no end: ours, the spec sets no appointment length. */
export const appointmentEventMinutes = 60;

/** Identifies the product that wrote the file (RFC 5545 §3.7.3 PRODID). */
export const icsProductId = '-//FreightKit//Stop appointment//EN';

/** RFC 5545 §3.1: content lines are folded so that no line is longer than 75 octets, excluding the line break. */
export const icsMaxLineOctets = 75;

/** RFC 5545 §3.1: lines end with CRLF. */
const CRLF = '\r\n';

/** An instant as the builder accepts it: a `Date` or an ISO 8601 string. */
export type IcsInstant = Date | string;

/** A stop appointment to export as an `.ics` calendar event. */
export interface StopAppointmentEvent {
  /** The shipment's number, as shown to the carrier. */
  readonly shipmentNumber: string | number;
  /** The stop's position in the shipment, from 1. */
  readonly stopNumber: number;
  /** The stop's id, used in the UID so re-downloading updates the same calendar entry. Defaults to the stop number. */
  readonly stopId?: string | number;
  /** When the appointment starts (an instant; written in UTC). */
  readonly start: IcsInstant;
  /** When it ends. @default start + {@link appointmentEventMinutes} */
  readonly end?: IcsInstant;
  /** Where: the stop's address on one line. */
  readonly location?: string;
  /** Free text for the event body. */
  readonly description?: string;
  /** Event title. @default 'Shipment {number} — stop {stop} appointment' */
  readonly summary?: string;
  /** The DTSTAMP (when the file was made). @default now */
  readonly now?: IcsInstant;
  /** Domain part of the UID. @default 'freightkit' */
  readonly uidDomain?: string;
}

function toDate(value: IcsInstant): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Formats an instant as an RFC 5545 UTC DATE-TIME (`19970714T173000Z`); `null` when invalid. */
export function formatIcsUtc(value: IcsInstant): string | null {
  const date = toDate(value);
  if (!date) return null;
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma get a backslash, every line
 * break becomes `\n`.
 */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds one content line (RFC 5545 §3.1): after every 75 octets of UTF-8 a CRLF and one space, never
 * splitting a character. The continuation's leading space counts towards its 75 octets.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    if (octets + size > icsMaxLineOctets) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** The event title of a stop appointment, in English unless a translated `summary` is given. */
export function appointmentSummary(shipmentNumber: string | number, stopNumber: number): string {
  return formatMessage(calendarMessages.en['calendar.appointment.summary'], {
    number: shipmentNumber,
    stop: stopNumber,
  });
}

/** A safe file name for the download, e.g. `shipment-12345-stop-2.ics`. */
export function appointmentIcsFileName(shipmentNumber: string | number, stopNumber: number): string {
  const safe = String(shipmentNumber).replace(/[^A-Za-z0-9_-]+/g, '_');
  return `shipment-${safe}-stop-${stopNumber}.ics`;
}

/**
 * Builds an RFC 5545 calendar (VCALENDAR with one VEVENT) for a stop appointment: UID stable per
 * shipment and stop, DTSTAMP/DTSTART/DTEND in UTC, escaped text, folded lines, CRLF endings.
 * Returns `null` when the start, end or stamp is not a valid instant, or the end is not after the start.
 *
 * @example
 * buildAppointmentIcs({ shipmentNumber: 1042, stopNumber: 2, start: '2026-11-24T15:30:00Z', location: 'Dallas, TX' });
 */
export function buildAppointmentIcs(event: StopAppointmentEvent): string | null {
  const start = toDate(event.start);
  const now = toDate(event.now ?? new Date());
  if (!start || !now) return null;
  const end =
    event.end === undefined
      ? new Date(start.getTime() + appointmentEventMinutes * 60_000)
      : toDate(event.end);
  if (!end || end.getTime() <= start.getTime()) return null;
  const uidPart = (value: string | number) => String(value).replace(/[^A-Za-z0-9._-]+/g, '_');
  const uid = `shipment-${uidPart(event.shipmentNumber)}-stop-${uidPart(event.stopId ?? event.stopNumber)}-appointment@${event.uidDomain ?? 'freightkit'}`;
  const summary = event.summary ?? appointmentSummary(event.shipmentNumber, event.stopNumber);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${icsProductId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${formatIcsUtc(now)}`,
    `DTSTART:${formatIcsUtc(start)}`,
    `DTEND:${formatIcsUtc(end)}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

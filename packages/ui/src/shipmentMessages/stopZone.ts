// The stop's zone and the status tone are domain rules; the kit re-exports them where it always did.
export { shipmentStatusTone, stopTimeZone } from '@freightkit/domain';
import { keptDateTimeFormat, keptZonedOptions } from '@freightkit/domain';

/**
 * The options of the two formats below, frozen constants: with each zone they are a kept copy
 * (`keptZonedOptions`), so the `Intl.DateTimeFormat` for a zone is made once and found by identity
 * after that (they run per stop and per date on a shipment's pages).
 */
const zoneNameOptions: Intl.DateTimeFormatOptions = Object.freeze({ timeZoneName: 'short' });
const wallClockOptions: Intl.DateTimeFormatOptions = Object.freeze({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The short name of a zone at an instant as North American carriers write it ('CST', 'CDT', 'PST');
 * zones without a common abbreviation read as an offset ('GMT+1').
 *
 * @example
 * zoneAbbreviation('America/Chicago', '2026-07-01T12:00:00Z'); // 'CDT'
 */
export function zoneAbbreviation(timeZone: string, at: Date | string = new Date()): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return timeZone;
  try {
    const parts = keptDateTimeFormat('en-US', keptZonedOptions(zoneNameOptions, timeZone)).formatToParts(
      date,
    );
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * The wall-clock date, hour and minute of an instant in a zone: the inverse of the domain's
 * `stopDateTime`, used to fill a stop-time form from a saved instant. `null` for an invalid instant.
 *
 * @example
 * zonedTimeParts('2026-11-24T15:30:00Z', 'America/Chicago'); // { date: '2026-11-24', hour: 9, minute: 30 }
 */
export function zonedTimeParts(
  instant: string,
  timeZone: string | undefined,
): { date: string; hour: number; minute: number } | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const parts = keptDateTimeFormat('en-US', keptZonedOptions(wallClockOptions, timeZone)).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    minute: Number(part('minute')),
  };
}

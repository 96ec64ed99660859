import { fromZonedTime } from 'date-fns-tz';

// Apart from shipments.ts on purpose: date-fns-tz formats a date in a time zone as it loads (its
// hour-cycle probe), which loads the browser's time-zone data. The signed-in shell imports shipments.ts
// (paths, search destinations), and that load cost 60-80 ms of a throttled phone's first paint; only
// the screens and handlers that turn an entered stop time into an instant import this module.

/** A stop time as entered: a calendar date (yyyy-MM-dd) plus hour and minute. */
export interface StopTimeInput {
  readonly date: string;
  readonly hour: number;
  readonly minute: number;
}

/**
 * Builds a stop date-time from date + hour + minute in an IANA zone (spec 1 §5, spec 2 §5) and returns
 * it as an ISO instant in UTC. Returns `null` when the date, hour or minute is invalid.
 */
export function stopDateTime(input: StopTimeInput, timeZone: string): string | null {
  const { date, hour, minute } = input;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) return null;
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) return null;
  const local = `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
  const instant = fromZonedTime(local, timeZone);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** Early, late and optional appointment times of a stop, each as entered. */
export interface StopTimesInput {
  readonly early: StopTimeInput;
  readonly late: StopTimeInput;
  readonly appointment?: StopTimeInput | null;
}

/** The stop's times as ISO instants; the appointment is optional and omitted when absent or invalid. */
export function stopDateTimes(
  input: StopTimesInput,
  timeZone: string,
): { earlyDateTime: string | null; lateDateTime: string | null; appointmentDateTime?: string } {
  const appointment = input.appointment == null ? null : stopDateTime(input.appointment, timeZone);
  return {
    earlyDateTime: stopDateTime(input.early, timeZone),
    lateDateTime: stopDateTime(input.late, timeZone),
    ...(appointment === null ? {} : { appointmentDateTime: appointment }),
  };
}

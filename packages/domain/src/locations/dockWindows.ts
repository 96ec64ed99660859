import { formatInTimeZone } from 'date-fns-tz';
import { answer, type AnswerMessage } from '../messages/answers.ts';
import { isTimeOfDay } from './dockSchedules.ts';

/** A dock schedule as a stop's window is checked against it (the contract's DockSchedule fits). */
export interface ScheduleForWindow {
  readonly name: string;
  readonly equipmentModes: readonly number[];
  readonly shippingModes: readonly number[];
  readonly stopTypes: readonly string[];
  readonly dockHours: readonly {
    readonly dayOfWeek: number;
    readonly isClosed: boolean;
    readonly isTwentyFourHour: boolean;
    readonly startTime: string | null;
    readonly endTime: string | null;
  }[];
}

/** A stop's window as the order form holds it: dates `YYYY-MM-DD` and times `HH:mm`, in the stop's own zone. */
export interface LocalWindow {
  readonly earlyDate: string;
  readonly earlyTime: string;
  readonly lateDate: string;
  readonly lateTime: string;
}

/** What is checked: the location's schedules, the stop's type, the order's modes and the window. */
export interface DockWindowCheck {
  readonly schedules: readonly ScheduleForWindow[];
  readonly stopType: string;
  readonly equipmentMode: number | null;
  readonly shippingMode: number | null;
  readonly window: LocalWindow;
}

/** The longest window checked day by day; a longer one is surely open some time and is not judged. */
const maxWindowDays = 7;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
/** Noon UTC of a calendar date, so stepping whole days never crosses a date line. */
const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** The schedules that serve this stop: its type, the order's equipment and shipping mode. */
export function schedulesForStop(check: Omit<DockWindowCheck, 'window'>): ScheduleForWindow[] {
  return check.schedules.filter(
    (s) =>
      s.stopTypes.includes(check.stopType) &&
      (check.equipmentMode === null || s.equipmentModes.includes(check.equipmentMode)) &&
      (check.shippingMode === null || s.shippingModes.includes(check.shippingMode)),
  );
}

/** Whether the window's minutes `[from, to]` meet the open minutes (a one-instant window: it falls inside). */
const meets = (open: readonly [number, number], from: number, to: number) =>
  from === to ? from >= open[0] && from < open[1] : from < open[1] && to > open[0];

/** The open minutes `[from, to)` of a schedule on a day of the week (none when closed or unset). */
function openMinutes(schedule: ScheduleForWindow, dayOfWeek: number): readonly [number, number] | null {
  const hour = schedule.dockHours.find((h) => h.dayOfWeek === dayOfWeek);
  if (!hour || hour.isClosed) return null;
  if (hour.isTwentyFourHour) return [0, 24 * 60];
  if (!isTimeOfDay(hour.startTime) || !isTimeOfDay(hour.endTime)) return null;
  // 23:59 is the latest close the editor takes (ADR 051): it means the end of the day.
  const end = hour.endTime === '23:59' ? 24 * 60 : minutes(hour.endTime ?? '');
  return [minutes(hour.startTime ?? ''), end];
}

/**
 * Whether a stop's window meets the hours of a dock that serves it, and if not, a notice saying why
 * (ADR 051 amended). A warning, not a refusal: a broker may have arranged an after-hours pickup, and the
 * spec does not forbid it. Nothing is said when the window is incomplete, longer than a week, or no
 * schedule of the location serves this stop (its type, the order's equipment and mode).
 *
 * @returns `null` when the window is open somewhere, else a keyed notice naming the first serving dock
 */
export function stopWindowDockNotice(check: DockWindowCheck): AnswerMessage | null {
  const { earlyDate, earlyTime, lateDate, lateTime } = check.window;
  if (!datePattern.test(earlyDate) || !datePattern.test(lateDate)) return null;
  if (!isTimeOfDay(earlyTime) || !isTimeOfDay(lateTime)) return null;
  const serving = schedulesForStop(check);
  const [first] = serving;
  if (first === undefined) return null;
  const start = dayOf(earlyDate);
  const days = Math.round((dayOf(lateDate).getTime() - start.getTime()) / 86_400_000);
  if (days < 0 || days >= maxWindowDays) return null;
  for (let d = 0; d <= days; d += 1) {
    const dayOfWeek = (start.getUTCDay() + d) % 7;
    const from = d === 0 ? minutes(earlyTime) : 0;
    const to = d === days ? minutes(lateTime) : 24 * 60;
    for (const schedule of serving) {
      const open = openMinutes(schedule, dayOfWeek);
      if (open && meets(open, from, to)) return null;
    }
  }
  if (days > 0) return answer('answer.locations.windowMissesDock', { dock: first.name });
  const dayOfWeek = start.getUTCDay();
  const open = openMinutes(first, dayOfWeek);
  const day = { day: `locations.day.${String(dayOfWeek)}` };
  const dayName = dayNames[dayOfWeek] ?? '';
  if (open === null)
    return answer('answer.locations.windowDockClosed', { dock: first.name, day: dayName }, day);
  const hour = first.dockHours.find((h) => h.dayOfWeek === dayOfWeek);
  return answer(
    'answer.locations.windowOutsideHours',
    {
      dock: first.name,
      day: dayName,
      open: hour?.startTime ?? '',
      close: hour?.endTime ?? '',
      start: earlyTime,
      end: lateTime,
    },
    day,
  );
}

/** English day names, the parameters' fallback where the reader's catalog has no day name. */
const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** An instant written on a stop's own clock (`pattern` as date-fns), or '' when the instant or zone is unreadable. */
function onStopClock(iso: string, ianaTimezone: string, pattern: string): string {
  try {
    return formatInTimeZone(iso, ianaTimezone, pattern);
  } catch {
    return '';
  }
}

/** A saved stop as the back end holds it: its type, its picked location's schedules, its window as instants and its zone. */
export interface StoredStopWindow {
  readonly stopType: string;
  readonly schedules: readonly ScheduleForWindow[];
  /** ISO instants of the window's start and end. */
  readonly earlyDateTime: string;
  readonly lateDateTime: string;
  /** The stop's IANA zone, where its dock keeps its hours. */
  readonly ianaTimezone: string;
}

/**
 * The dock notice of a saved stop (ADR 051 amended): its instants read on the stop's own clock, where the
 * location's dock hours are kept, then judged by `stopWindowDockNotice`, so the back end says exactly what
 * the order form said while it was typed. `null` for an unreadable instant or zone (nothing to judge).
 */
export function storedStopDockNotice(
  stop: StoredStopWindow,
  modes: { readonly equipmentMode: number | null; readonly shippingMode: number | null },
): AnswerMessage | null {
  const local = (iso: string, pattern: string) => onStopClock(iso, stop.ianaTimezone, pattern);
  return stopWindowDockNotice({
    schedules: stop.schedules,
    stopType: stop.stopType,
    equipmentMode: modes.equipmentMode,
    shippingMode: modes.shippingMode,
    window: {
      earlyDate: local(stop.earlyDateTime, 'yyyy-MM-dd'),
      earlyTime: local(stop.earlyDateTime, 'HH:mm'),
      lateDate: local(stop.lateDateTime, 'yyyy-MM-dd'),
      lateTime: local(stop.lateDateTime, 'HH:mm'),
    },
  });
}

/** An appointment as the order form holds it: a date `YYYY-MM-DD` and a time `HH:mm`, in the stop's own zone. */
export interface LocalAppointment {
  readonly date: string;
  readonly time: string;
}

/**
 * Whether a stop's appointment falls in the hours of a dock that serves it, and if not, a notice saying
 * why. A warning like the window's (ADR 051 amended): the appointment is an instant, so the dock must be
 * open at it — from its opening time up to, not at, its closing time. Nothing is said for an incomplete
 * appointment or when no schedule of the location serves the stop.
 *
 * @returns `null` when a serving dock is open then, else a keyed notice naming the first serving dock
 */
export function stopAppointmentDockNotice(
  check: Omit<DockWindowCheck, 'window'> & { readonly appointment: LocalAppointment },
): AnswerMessage | null {
  const { date, time } = check.appointment;
  if (!datePattern.test(date) || !isTimeOfDay(time)) return null;
  const serving = schedulesForStop(check);
  const [first] = serving;
  if (first === undefined) return null;
  const dayOfWeek = dayOf(date).getUTCDay();
  const at = minutes(time);
  for (const schedule of serving) {
    const open = openMinutes(schedule, dayOfWeek);
    if (open && meets(open, at, at)) return null;
  }
  const day = { day: `locations.day.${String(dayOfWeek)}` };
  const dayName = dayNames[dayOfWeek] ?? '';
  if (openMinutes(first, dayOfWeek) === null)
    return answer('answer.locations.appointmentDockClosed', { dock: first.name, day: dayName }, day);
  const hour = first.dockHours.find((h) => h.dayOfWeek === dayOfWeek);
  return answer(
    'answer.locations.appointmentOutsideHours',
    { dock: first.name, day: dayName, open: hour?.startTime ?? '', close: hour?.endTime ?? '', time },
    day,
  );
}

/**
 * The dock notice of a saved stop's appointment: its instant read on the stop's own clock, then judged by
 * `stopAppointmentDockNotice`, as the order form judged it while it was typed. `null` without an appointment,
 * or for an unreadable instant or zone.
 */
export function storedStopAppointmentDockNotice(
  stop: Omit<StoredStopWindow, 'earlyDateTime' | 'lateDateTime'> & {
    readonly appointmentDateTime: string | null;
  },
  modes: { readonly equipmentMode: number | null; readonly shippingMode: number | null },
): AnswerMessage | null {
  if (stop.appointmentDateTime === null) return null;
  const instant = stop.appointmentDateTime;
  const local = (pattern: string) => onStopClock(instant, stop.ianaTimezone, pattern);
  return stopAppointmentDockNotice({
    schedules: stop.schedules,
    stopType: stop.stopType,
    equipmentMode: modes.equipmentMode,
    shippingMode: modes.shippingMode,
    appointment: { date: local('yyyy-MM-dd'), time: local('HH:mm') },
  });
}

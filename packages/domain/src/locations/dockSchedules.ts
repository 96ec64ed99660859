import { EquipmentMode, equipmentModes, ShippingMode, shippingModes } from '../enums/freight.ts';
import { StopType, stopTypes } from '../enums/people.ts';
import { answer, problemTexts, type FieldProblems } from '../messages/answers.ts';

/** A day of the week as the spec counts it: 0 Sunday to 6 Saturday (spec 2 §3 "Dock hour"). */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** The seven days, Sunday first. */
export const daysOfWeek: readonly DayOfWeek[] = [0, 1, 2, 3, 4, 5, 6];

/** A dock hour (spec 2 §3): dayOfWeek 0–6, closed or 24-hour flags, start and end HH:mm. */
export interface DockHour {
  readonly dayOfWeek: DayOfWeek;
  readonly isClosed: boolean;
  readonly isTwentyFourHour: boolean;
  readonly startTime: string;
  readonly endTime: string;
}

/** The opening and closing of a default dock day (spec 2 §5 "00:00 to 23:59"). */
export const defaultDockDay = { startTime: '00:00', endTime: '23:59' } as const;

/** Default dock hours: 00:00 to 23:59 on all seven days (spec 2 §5). */
export function defaultDockHours(): DockHour[] {
  return daysOfWeek.map((dayOfWeek) => ({
    dayOfWeek,
    isClosed: false,
    isTwentyFourHour: false,
    ...defaultDockDay,
  }));
}

/** A dock schedule as created or updated (spec 2 §3 "Dock schedule", without its location and company). */
export interface DockScheduleInput {
  readonly name: string;
  readonly isAppointmentRequired: boolean;
  readonly equipmentModes: readonly number[];
  readonly shippingModes: readonly number[];
  readonly stopTypes: readonly string[];
  readonly dockHours: readonly {
    readonly dayOfWeek: number;
    readonly isClosed: boolean;
    readonly isTwentyFourHour: boolean;
    readonly startTime?: string | null;
    readonly endTime?: string | null;
  }[];
}

/** Longest name of a dock schedule (ADR 051). */
export const dockScheduleNameMaxLength = 100;

/** Dock schedule defaults (spec 2 §5): equipment Dry, Reefer, Flatbed, Bulk; modes TL, LTL, Bulk, Intermodal; Shipping and Receiving. */
export function defaultDockSchedule(): {
  isAppointmentRequired: boolean;
  equipmentModes: EquipmentMode[];
  shippingModes: ShippingMode[];
  stopTypes: StopType[];
  dockHours: DockHour[];
} {
  return {
    isAppointmentRequired: false,
    equipmentModes: [EquipmentMode.Dry, EquipmentMode.Reefer, EquipmentMode.Flatbed, EquipmentMode.Bulk],
    shippingModes: [ShippingMode.TL, ShippingMode.LTL, ShippingMode.Bulk, ShippingMode.Intermodal],
    stopTypes: [StopType.Shipping, StopType.Receiving],
    dockHours: defaultDockHours(),
  };
}

/** A time of day as HH:MM, 00:00 to 23:59. */
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a text is a time of day as HH:MM (00:00 to 23:59). */
export function isTimeOfDay(value: string | null | undefined): boolean {
  return timePattern.test((value ?? '').trim());
}

/** How a dock day reads: closed, open around the clock, or open between two times. */
export type DockDayState = 'closed' | 'twentyFourHours' | 'hours';

/** The state of a dock hour row (closed wins over 24 hours, which the rules refuse together anyway). */
export function dockDayState(hour: Pick<DockHour, 'isClosed' | 'isTwentyFourHour'>): DockDayState {
  if (hour.isClosed) return 'closed';
  if (hour.isTwentyFourHour) return 'twentyFourHours';
  return 'hours';
}

/** The fields of a dock schedule as its problems name them (`dockHours.3.endTime`). */
export type DockScheduleField =
  | 'name'
  | 'equipmentModes'
  | 'shippingModes'
  | 'stopTypes'
  | 'dockHours'
  | `dockHours.${number}.dayOfWeek`
  | `dockHours.${number}.isClosed`
  | `dockHours.${number}.startTime`
  | `dockHours.${number}.endTime`;

/**
 * What is wrong with a dock schedule, by field, as catalog keys (ADR 048): a name; at least one known
 * equipment mode, shipping mode and stop type, each once; and one hour row per day of the week (0 Sunday
 * to 6 Saturday, all seven): a day is closed, or open 24 hours, or open from a start to a later end
 * (HH:MM), never closed and 24 hours at once.
 *
 * @example dockScheduleProblemKeys({ ...schedule, dockHours: [...] })['dockHours.2.endTime']?.key // 'answer.locations.dockHoursOrder'
 */
export function dockScheduleProblemKeys(input: DockScheduleInput): FieldProblems<DockScheduleField> {
  const problems: FieldProblems<DockScheduleField> = {};
  const name = input.name.trim();
  if (name === '') problems.name = answer('answer.locations.scheduleNameRequired');
  else if (name.length > dockScheduleNameMaxLength)
    problems.name = answer('answer.locations.scheduleNameTooLong', { max: dockScheduleNameMaxLength });

  const listProblem = (values: readonly unknown[], known: (v: unknown) => boolean) =>
    values.length === 0 || !values.every(known) || new Set(values).size !== values.length;
  if (listProblem(input.equipmentModes, (v) => equipmentModes.is(v)))
    problems.equipmentModes = answer('answer.locations.equipmentModes');
  if (listProblem(input.shippingModes, (v) => shippingModes.is(v)))
    problems.shippingModes = answer('answer.locations.shippingModes');
  if (listProblem(input.stopTypes, (v) => stopTypes.is(v)))
    problems.stopTypes = answer('answer.locations.stopTypes');

  const seen = new Set<number>();
  input.dockHours.forEach((hour, index) => {
    const day = hour.dayOfWeek;
    if (!Number.isInteger(day) || day < 0 || day > 6) {
      problems[`dockHours.${index}.dayOfWeek`] = answer('answer.locations.dockDay');
      return;
    }
    if (seen.has(day)) problems[`dockHours.${index}.dayOfWeek`] = answer('answer.locations.dockDayTwice');
    seen.add(day);
    if (hour.isClosed && hour.isTwentyFourHour) {
      problems[`dockHours.${index}.isClosed`] = answer('answer.locations.dockClosedAnd24');
      return;
    }
    if (hour.isClosed || hour.isTwentyFourHour) return;
    const start = (hour.startTime ?? '').trim();
    const end = (hour.endTime ?? '').trim();
    if (start === '') problems[`dockHours.${index}.startTime`] = answer('answer.locations.dockOpensRequired');
    else if (!isTimeOfDay(start))
      problems[`dockHours.${index}.startTime`] = answer('answer.orders.timeFormat');
    if (end === '') problems[`dockHours.${index}.endTime`] = answer('answer.locations.dockClosesRequired');
    else if (!isTimeOfDay(end)) problems[`dockHours.${index}.endTime`] = answer('answer.orders.timeFormat');
    // HH:MM texts compare as times once both are well formed.
    else if (isTimeOfDay(start) && end <= start)
      problems[`dockHours.${index}.endTime`] = answer('answer.locations.dockHoursOrder');
  });
  if (seen.size !== daysOfWeek.length || input.dockHours.length !== daysOfWeek.length)
    problems.dockHours = answer('answer.locations.dockDays');
  return problems;
}

/** {@link dockScheduleProblemKeys} in English (the back end's model state). */
export function dockScheduleProblems(input: DockScheduleInput): Partial<Record<DockScheduleField, string>> {
  return problemTexts(dockScheduleProblemKeys(input));
}

/**
 * A dock hour as stored (ADR 051): a closed or 24-hour day keeps no times (they would only mislead a
 * reader); an open day keeps its trimmed start and end.
 */
export function normaliseDockHour(hour: DockScheduleInput['dockHours'][number]): {
  dayOfWeek: number;
  isClosed: boolean;
  isTwentyFourHour: boolean;
  startTime: string | null;
  endTime: string | null;
} {
  const open = !hour.isClosed && !hour.isTwentyFourHour;
  return {
    dayOfWeek: hour.dayOfWeek,
    isClosed: hour.isClosed,
    isTwentyFourHour: hour.isTwentyFourHour,
    startTime: open ? (hour.startTime ?? '').trim() : null,
    endTime: open ? (hour.endTime ?? '').trim() : null,
  };
}

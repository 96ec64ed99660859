import { describe, expect, it } from 'vitest';
import {
  defaultDockHours,
  defaultDockSchedule,
  dockDayState,
  dockScheduleProblemKeys,
  dockScheduleProblems,
  isTimeOfDay,
  normaliseDockHour,
  type DockScheduleInput,
} from './index.ts';

const schedule = (overrides: Partial<DockScheduleInput> = {}): DockScheduleInput => ({
  name: 'Receiving dock',
  ...defaultDockSchedule(),
  ...overrides,
});

const keys = (input: DockScheduleInput) =>
  Object.fromEntries(Object.entries(dockScheduleProblemKeys(input)).map(([f, m]) => [f, m?.key]));

/** The default week with one day replaced. */
const withDay = (day: number, hour: Partial<DockScheduleInput['dockHours'][number]>) =>
  defaultDockHours().map((h) => (h.dayOfWeek === day ? { ...h, ...hour } : h));

describe('dock schedule defaults (spec 2 §5)', () => {
  it('dock hours 00:00 to 23:59 on all seven days', () => {
    const hours = defaultDockHours();
    expect(hours.map((h) => h.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(
      new Set(hours.map((h) => `${h.startTime}-${h.endTime}-${h.isClosed}-${h.isTwentyFourHour}`)),
    ).toEqual(new Set(['00:00-23:59-false-false']));
  });

  it('equipment Dry, Reefer, Flatbed, Bulk; modes TL, LTL, Bulk, Intermodal; Shipping and Receiving', () => {
    expect(defaultDockSchedule()).toMatchObject({
      isAppointmentRequired: false,
      equipmentModes: [0, 1, 2, 3],
      shippingModes: [0, 1, 2, 3],
      stopTypes: ['Shipping', 'Receiving'],
    });
    expect(dockScheduleProblemKeys(schedule())).toEqual({});
  });
});

describe('dockScheduleProblemKeys', () => {
  it('accepts a closed Sunday and a 24-hour Saturday without times', () => {
    const dockHours = withDay(0, { isClosed: true, startTime: null, endTime: null }).map((h) =>
      h.dayOfWeek === 6 ? { ...h, isTwentyFourHour: true, startTime: '', endTime: '' } : h,
    );
    expect(dockScheduleProblemKeys(schedule({ dockHours }))).toEqual({});
  });

  it('needs a name and at least one known mode and stop type, each once', () => {
    expect(
      keys(schedule({ name: ' ', equipmentModes: [], shippingModes: [0, 0], stopTypes: ['Pickup'] })),
    ).toEqual({
      name: 'answer.locations.scheduleNameRequired',
      equipmentModes: 'answer.locations.equipmentModes',
      shippingModes: 'answer.locations.shippingModes',
      stopTypes: 'answer.locations.stopTypes',
    });
    expect(keys(schedule({ name: 'x'.repeat(101), equipmentModes: [99] }))).toEqual({
      name: 'answer.locations.scheduleNameTooLong',
      equipmentModes: 'answer.locations.equipmentModes',
    });
  });

  it('an open day starts before it ends, both as HH:MM', () => {
    expect(keys(schedule({ dockHours: withDay(1, { startTime: '17:00', endTime: '08:00' }) }))).toEqual({
      'dockHours.1.endTime': 'answer.locations.dockHoursOrder',
    });
    expect(keys(schedule({ dockHours: withDay(2, { startTime: '08:00', endTime: '08:00' }) }))).toEqual({
      'dockHours.2.endTime': 'answer.locations.dockHoursOrder',
    });
    expect(keys(schedule({ dockHours: withDay(3, { startTime: '', endTime: null }) }))).toEqual({
      'dockHours.3.startTime': 'answer.locations.dockOpensRequired',
      'dockHours.3.endTime': 'answer.locations.dockClosesRequired',
    });
    expect(keys(schedule({ dockHours: withDay(4, { startTime: '8am', endTime: '24:00' }) }))).toEqual({
      'dockHours.4.startTime': 'answer.orders.timeFormat',
      'dockHours.4.endTime': 'answer.orders.timeFormat',
    });
    expect(keys(schedule({ dockHours: withDay(5, { startTime: '8am', endTime: '09:00' }) }))).toEqual({
      'dockHours.5.startTime': 'answer.orders.timeFormat',
    });
    expect(dockScheduleProblems(schedule({ dockHours: withDay(1, { endTime: '00:00' }) }))).toEqual({
      'dockHours.1.endTime': 'The dock closes before it opens; enter a closing time after the opening time.',
    });
  });

  it('a day is not closed and 24 hours at once', () => {
    expect(keys(schedule({ dockHours: withDay(0, { isClosed: true, isTwentyFourHour: true }) }))).toEqual({
      'dockHours.0.isClosed': 'answer.locations.dockClosedAnd24',
    });
  });

  it('one row per day, days 0 to 6, all seven', () => {
    const hours = defaultDockHours();
    expect(keys(schedule({ dockHours: hours.slice(0, 6) }))).toEqual({
      dockHours: 'answer.locations.dockDays',
    });
    expect(keys(schedule({ dockHours: [...hours.slice(0, 6), { ...hours[0]!, dayOfWeek: 0 }] }))).toEqual({
      'dockHours.6.dayOfWeek': 'answer.locations.dockDayTwice',
      dockHours: 'answer.locations.dockDays',
    });
    expect(keys(schedule({ dockHours: [...hours.slice(0, 6), { ...hours[6]!, dayOfWeek: 7 }] }))).toEqual({
      'dockHours.6.dayOfWeek': 'answer.locations.dockDay',
      dockHours: 'answer.locations.dockDays',
    });
    expect(keys(schedule({ dockHours: [...hours, { ...hours[6]!, dayOfWeek: 1.5 }] }))).toEqual({
      'dockHours.7.dayOfWeek': 'answer.locations.dockDay',
      dockHours: 'answer.locations.dockDays',
    });
  });
});

describe('dock hour helpers', () => {
  it('read a day as closed, 24 hours or hours', () => {
    expect(dockDayState({ isClosed: true, isTwentyFourHour: false })).toBe('closed');
    expect(dockDayState({ isClosed: false, isTwentyFourHour: true })).toBe('twentyFourHours');
    expect(dockDayState({ isClosed: false, isTwentyFourHour: false })).toBe('hours');
    expect(isTimeOfDay('23:59')).toBe(true);
    expect(isTimeOfDay(undefined)).toBe(false);
  });

  it('store no times for a closed or 24-hour day', () => {
    expect(
      normaliseDockHour({ dayOfWeek: 0, isClosed: true, isTwentyFourHour: false, startTime: '08:00' }),
    ).toEqual({
      dayOfWeek: 0,
      isClosed: true,
      isTwentyFourHour: false,
      startTime: null,
      endTime: null,
    });
    expect(
      normaliseDockHour({
        dayOfWeek: 1,
        isClosed: false,
        isTwentyFourHour: false,
        startTime: ' 08:00',
        endTime: null,
      }),
    ).toMatchObject({ startTime: '08:00', endTime: '' });
  });
});

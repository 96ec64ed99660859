import { describe, expect, it } from 'vitest';
import { EquipmentMode, ShippingMode } from '../enums/freight.ts';
import { answerText, type AnswerMessage } from '../messages/answers.ts';
import { defaultDockSchedule } from './dockSchedules.ts';
import {
  schedulesForStop,
  stopAppointmentDockNotice,
  stopWindowDockNotice,
  storedStopAppointmentDockNotice,
  storedStopDockNotice,
  type ScheduleForWindow,
} from './dockWindows.ts';

/** Receiving: closed Sunday, 24 hours Saturday, 07:00–17:00 on weekdays; dry and reefer TL only. */
const receiving: ScheduleForWindow = {
  name: 'Receiving dock',
  equipmentModes: [EquipmentMode.Dry, EquipmentMode.Reefer],
  shippingModes: [ShippingMode.TL],
  stopTypes: ['Receiving'],
  dockHours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    isClosed: dayOfWeek === 0,
    isTwentyFourHour: dayOfWeek === 6,
    startTime: dayOfWeek === 0 || dayOfWeek === 6 ? null : '07:00',
    endTime: dayOfWeek === 0 || dayOfWeek === 6 ? null : '17:00',
  })),
};
const shipping: ScheduleForWindow = {
  ...defaultDockSchedule(),
  name: 'Shipping dock',
  stopTypes: ['Shipping'],
};

/** The English of a notice, or null. */
const said = (notice: AnswerMessage | null) => (notice ? answerText(notice) : null);

// 2026-12-06 is a Sunday, 2026-12-07 a Monday, 2026-12-12 a Saturday.
const check = (
  early: string,
  late: string,
  overrides: Partial<Parameters<typeof stopWindowDockNotice>[0]> = {},
) =>
  stopWindowDockNotice({
    schedules: [receiving, shipping],
    stopType: 'Receiving',
    equipmentMode: EquipmentMode.Dry,
    shippingMode: ShippingMode.TL,
    window: {
      earlyDate: early.slice(0, 10),
      earlyTime: early.slice(11),
      lateDate: late.slice(0, 10),
      lateTime: late.slice(11),
    },
    ...overrides,
  });

describe('a stop window against the dock hours (ADR 051 amended)', () => {
  it('says nothing when the window meets an open dock, even by a minute, or a 24-hour day', () => {
    expect(check('2026-12-07 09:00', '2026-12-07 11:00')).toBeNull();
    expect(check('2026-12-07 05:00', '2026-12-07 07:01')).toBeNull();
    expect(check('2026-12-07 16:59', '2026-12-07 20:00')).toBeNull();
    expect(check('2026-12-12 02:00', '2026-12-12 03:00')).toBeNull();
    expect(check('2026-12-07 10:00', '2026-12-07 10:00')).toBeNull();
  });

  it('names the dock and the day when it is closed', () => {
    const notice = check('2026-12-06 09:00', '2026-12-06 12:00');
    expect(notice?.key).toBe('answer.locations.windowDockClosed');
    expect(notice?.labels).toEqual({ day: 'locations.day.0' });
    expect(said(notice)).toBe(
      'Receiving dock is closed on Sunday. Move the window, or arrange the stop with the location.',
    );
  });

  it('gives the hours when the window falls outside them, touching an edge included', () => {
    expect(said(check('2026-12-07 17:00', '2026-12-07 19:00'))).toBe(
      'Receiving dock is open 07:00 to 17:00 on Monday; this window, 17:00 to 19:00, is outside those hours.',
    );
    expect(check('2026-12-07 05:00', '2026-12-07 07:00')?.key).toBe('answer.locations.windowOutsideHours');
    expect(check('2026-12-07 17:00', '2026-12-07 17:00')?.key).toBe('answer.locations.windowOutsideHours');
  });

  it('walks a window over several days: Sunday night to Monday morning meets Monday’s hours', () => {
    expect(check('2026-12-06 20:00', '2026-12-07 08:00')).toBeNull();
    expect(said(check('2026-12-06 08:00', '2026-12-07 06:00'))).toBe(
      'No part of this window falls in the hours of Receiving dock.',
    );
  });

  it('keeps to the docks that serve the stop, and says nothing when none does or the window is unfinished', () => {
    expect(
      schedulesForStop({
        schedules: [receiving, shipping],
        stopType: 'Receiving',
        equipmentMode: EquipmentMode.Flatbed,
        shippingMode: ShippingMode.TL,
      }),
    ).toEqual([]);
    expect(
      check('2026-12-06 09:00', '2026-12-06 12:00', { equipmentMode: EquipmentMode.Flatbed }),
    ).toBeNull();
    expect(check('2026-12-06 09:00', '2026-12-06 12:00', { shippingMode: ShippingMode.LTL })).toBeNull();
    expect(check('2026-12-06 09:00', '2026-12-06 12:00', { stopType: 'Shipping' })).toBeNull();
    expect(
      check('2026-12-06 09:00', '2026-12-06 12:00', { equipmentMode: null, shippingMode: null })?.key,
    ).toBe('answer.locations.windowDockClosed');
    expect(check('2026-12-06 09:00', '2026-12-06 1', {})).toBeNull();
    expect(check('2026-12-0', '2026-12-06 12:00', {})).toBeNull();
    // Late before early, or a window of a week or more: not judged.
    expect(check('2026-12-07 09:00', '2026-12-06 12:00')).toBeNull();
    expect(check('2026-12-06 09:00', '2026-12-13 09:00')).toBeNull();
  });

  it('treats a day without hours, or with unreadable hours, as closed', () => {
    const odd: ScheduleForWindow = {
      ...receiving,
      dockHours: [{ dayOfWeek: 1, isClosed: false, isTwentyFourHour: false, startTime: 'x', endTime: null }],
    };
    expect(check('2026-12-07 09:00', '2026-12-07 10:00', { schedules: [odd] })?.key).toBe(
      'answer.locations.windowDockClosed',
    );
    expect(check('2026-12-08 09:00', '2026-12-08 10:00', { schedules: [odd] })?.key).toBe(
      'answer.locations.windowDockClosed',
    );
  });

  it('reads a 23:59 close as the end of the day', () => {
    const late: ScheduleForWindow = {
      ...receiving,
      dockHours: receiving.dockHours.map((h) => (h.dayOfWeek === 1 ? { ...h, endTime: '23:59' } : h)),
    };
    expect(check('2026-12-07 23:59', '2026-12-07 23:59', { schedules: [late] })).toBeNull();
  });
});

describe('a saved stop against the dock hours (the back end, ADR 051 amended)', () => {
  const modes = { equipmentMode: EquipmentMode.Dry, shippingMode: ShippingMode.TL };
  const stop = (early: string, late: string, ianaTimezone = 'America/Chicago') => ({
    stopType: 'Receiving',
    schedules: [receiving, shipping],
    earlyDateTime: early,
    lateDateTime: late,
    ianaTimezone,
  });

  it('reads the instants on the stop’s own clock, as the form showed them', () => {
    // 15:00–16:00 UTC is 09:00–10:00 in Chicago on Monday 7 December: open.
    expect(storedStopDockNotice(stop('2026-12-07T15:00:00Z', '2026-12-07T16:00:00Z'), modes)).toBeNull();
    // The same instants in Tokyo are 00:00–01:00 on Tuesday: outside 07:00–17:00.
    expect(
      said(storedStopDockNotice(stop('2026-12-07T15:00:00Z', '2026-12-07T16:00:00Z', 'Asia/Tokyo'), modes)),
    ).toBe(
      'Receiving dock is open 07:00 to 17:00 on Tuesday; this window, 00:00 to 01:00, is outside those hours.',
    );
    // 02:00 UTC Monday is Sunday evening in Chicago: the dock is closed.
    expect(storedStopDockNotice(stop('2026-12-07T02:00:00Z', '2026-12-07T03:00:00Z'), modes)?.key).toBe(
      'answer.locations.windowDockClosed',
    );
  });

  it('judges nothing it cannot read', () => {
    expect(storedStopDockNotice(stop('yesterday', '2026-12-07T03:00:00Z'), modes)).toBeNull();
    expect(
      storedStopDockNotice(stop('2026-12-07T02:00:00Z', '2026-12-07T03:00:00Z', 'Mars/Base'), modes),
    ).toBeNull();
  });
});

describe('a stop appointment against the dock hours', () => {
  const at = (date: string, time: string, stopType = 'Receiving') =>
    stopAppointmentDockNotice({
      schedules: [receiving, shipping],
      stopType,
      equipmentMode: EquipmentMode.Dry,
      shippingMode: ShippingMode.TL,
      appointment: { date, time },
    });

  it('says nothing when a serving dock is open then: from its opening up to its closing, or all day', () => {
    expect(at('2026-12-07', '07:00')).toBeNull();
    expect(at('2026-12-07', '16:59')).toBeNull();
    expect(at('2026-12-12', '03:00')).toBeNull();
  });

  it('names the hours when the appointment falls outside them, at the closing time too', () => {
    expect(said(at('2026-12-07', '17:00'))).toBe(
      'Receiving dock is open 07:00 to 17:00 on Monday; the appointment at 17:00 is outside those hours.',
    );
    expect(at('2026-12-07', '06:59')?.params).toMatchObject({ open: '07:00', close: '17:00', time: '06:59' });
  });

  it('says the dock is closed that day', () => {
    expect(said(at('2026-12-06', '10:00'))).toBe(
      'Receiving dock is closed on Sunday. Move the appointment, or arrange it with the location.',
    );
  });

  it('says nothing for an incomplete appointment or a stop no schedule serves', () => {
    expect(at('2026-12-06', '')).toBeNull();
    expect(at('', '10:00')).toBeNull();
    expect(at('2026-12-06', '10:00', 'Cross-dock')).toBeNull();
  });
});

describe('a saved stop’s appointment against the dock hours (the back end)', () => {
  const modes = { equipmentMode: EquipmentMode.Dry, shippingMode: ShippingMode.TL };
  const stop = (appointmentDateTime: string | null, ianaTimezone = 'America/Chicago') => ({
    stopType: 'Receiving',
    schedules: [receiving, shipping],
    appointmentDateTime,
    ianaTimezone,
  });

  it('reads the instant on the stop’s own clock', () => {
    // 15:00 UTC is 09:00 in Chicago on Monday 7 December: open; 00:00 on Tuesday in Tokyo: outside.
    expect(storedStopAppointmentDockNotice(stop('2026-12-07T15:00:00Z'), modes)).toBeNull();
    expect(said(storedStopAppointmentDockNotice(stop('2026-12-07T15:00:00Z', 'Asia/Tokyo'), modes))).toBe(
      'Receiving dock is open 07:00 to 17:00 on Tuesday; the appointment at 00:00 is outside those hours.',
    );
  });

  it('says nothing without an appointment or with an unreadable zone', () => {
    expect(storedStopAppointmentDockNotice(stop(null), modes)).toBeNull();
    expect(storedStopAppointmentDockNotice(stop('2026-12-07T02:00:00Z', 'Mars/Base'), modes)).toBeNull();
  });
});

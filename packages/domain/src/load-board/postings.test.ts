import { describe, expect, it, vi } from 'vitest';
import { personas } from '../access/fixtures.ts';
import { EquipmentType, ShipmentStatus } from '../enums/freight.ts';
import {
  addCalendarDays,
  canFindReloads,
  dayInZone,
  emptyLane,
  emptyTruckPosting,
  isCalendarDate,
  laneBoardSearch,
  laneProblems,
  postingMessages as m,
  truckBoardSearch,
  truckProblems,
  type TruckPostingInput,
} from './postings.ts';

const today = '2026-11-26';
const truck = (overrides: Partial<TruckPostingInput> = {}): TruckPostingInput => ({
  ...emptyTruckPosting(today),
  emptyLocationId: 41001,
  ...overrides,
});

describe('calendar days', () => {
  it('accepts real days only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
  it('reads the day an instant falls on where the truck is', () => {
    const lateEvening = new Date('2026-11-27T03:30:00Z');
    expect(dayInZone(lateEvening, 'America/Chicago')).toBe('2026-11-26');
    expect(dayInZone(lateEvening, 'Europe/Paris')).toBe('2026-11-27');
  });
  it('makes one formatter a zone, not one a day asked for', () => {
    const evening = new Date('2026-11-27T03:30:00Z');
    expect(dayInZone(evening, 'America/Phoenix')).toBe('2026-11-26');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(dayInZone(new Date('2026-12-31T23:30:00Z'), 'America/Phoenix')).toBe('2026-12-31');
      expect(dayInZone(evening, 'America/Phoenix')).toBe('2026-11-26');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
  it('adds days across months and years', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('truckProblems', () => {
  it('accepts a van empty today in Chicago going anywhere', () => {
    expect(truckProblems(truck(), today)).toEqual({});
    expect(truck().emptyRadius).toBe(100);
  });

  it('needs one known equipment type, not a mask or nothing', () => {
    expect(truckProblems(truck({ equipmentType: EquipmentType.Van | EquipmentType.Reefer }), today)).toEqual({
      equipmentType: m.equipmentType,
    });
    expect(truckProblems(truck({ equipmentType: 0 }), today).equipmentType).toBe(m.equipmentType);
    expect(truckProblems(truck({ equipmentType: EquipmentType.Reefer }), today)).toEqual({});
  });

  it('needs where the truck is empty', () => {
    expect(truckProblems(truck({ emptyLocationId: null }), today)).toEqual({
      emptyLocationId: m.emptyLocation,
    });
    expect(truckProblems(truck({ emptyLocationId: -3 }), today).emptyLocationId).toBe(m.emptyLocation);
  });

  it('takes today up to the horizon, nothing past or beyond, and only real dates', () => {
    expect(truckProblems(truck({ emptyOn: '2026-11-25' }), today)).toEqual({ emptyOn: m.emptyOnPast });
    expect(truckProblems(truck({ emptyOn: '2026-12-26' }), today)).toEqual({});
    expect(truckProblems(truck({ emptyOn: '2026-12-27' }), today)).toEqual({ emptyOn: m.emptyOnFar });
    expect(truckProblems(truck({ emptyOn: '2026-11-31' }), today)).toEqual({ emptyOn: m.emptyOn });
  });

  it('keeps radii within the board’s and a wished destination a real place', () => {
    expect(truckProblems(truck({ emptyRadius: 0, destinationRadius: 501 }), today)).toEqual({
      emptyRadius: m.radius,
      destinationRadius: m.radius,
    });
    expect(truckProblems(truck({ emptyRadius: 12.5 }), today)).toEqual({ emptyRadius: m.radius });
    expect(truckProblems(truck({ destinationLocationId: 0 }), today)).toEqual({
      destinationLocationId: m.destination,
    });
    expect(truckProblems(truck({ destinationLocationId: 9001 }), today)).toEqual({});
  });
});

describe('laneProblems', () => {
  const lane = { ...emptyLane(), originLocationId: 41001, destinationLocationId: 42002 };

  it('accepts a lane with both ends, default radii and any equipment', () => {
    expect(laneProblems(lane)).toEqual({});
    expect(laneProblems({ ...lane, equipmentTypes: EquipmentType.Van | EquipmentType.FlatBed })).toEqual({});
  });

  it('needs both ends', () => {
    expect(laneProblems(emptyLane())).toEqual({
      originLocationId: m.origin,
      destinationLocationId: m.destination,
    });
  });

  it('refuses radii outside the board’s and unknown equipment bits', () => {
    expect(laneProblems({ ...lane, originRadius: 0, destinationRadius: 1000 })).toEqual({
      originRadius: m.radius,
      destinationRadius: m.radius,
    });
    expect(laneProblems({ ...lane, equipmentTypes: 0 }).equipmentTypes).toBe(m.equipmentTypes);
    expect(laneProblems({ ...lane, equipmentTypes: 1 << 25 }).equipmentTypes).toBe(m.equipmentTypes);
    expect(laneProblems({ ...lane, equipmentTypes: 1.5 }).equipmentTypes).toBe(m.equipmentTypes);
  });
});

describe('the board search a truck and a lane stand for', () => {
  it('a truck: around where it is empty, from that day, on its type, to its wish', () => {
    expect(
      truckBoardSearch({
        equipmentType: EquipmentType.Reefer,
        emptyLocationId: 41001,
        emptyOn: '2026-11-28',
        emptyRadius: 50,
        destinationLocationId: null,
        destinationRadius: 100,
      }),
    ).toEqual({
      originLocationId: 41001,
      originRadius: 50,
      destinationLocationId: null,
      destinationRadius: 100,
      pickupFrom: '2026-11-28',
      equipmentTypes: EquipmentType.Reefer,
    });
  });

  it('a lane: both ends, any pickup day', () => {
    expect(
      laneBoardSearch({
        originLocationId: 1,
        originRadius: 75,
        destinationLocationId: 2,
        destinationRadius: 150,
        equipmentTypes: null,
      }),
    ).toEqual({
      originLocationId: 1,
      originRadius: 75,
      destinationLocationId: 2,
      destinationRadius: 150,
      pickupFrom: null,
      equipmentTypes: null,
    });
  });
});

describe('canFindReloads', () => {
  it('offers reloads to a board user from booking to delivery', () => {
    expect(canFindReloads(personas.dispatcher, ShipmentStatus.Booked)).toBe(true);
    expect(canFindReloads(personas.dispatcher, ShipmentStatus.Delivered)).toBe(true);
    expect(canFindReloads(personas.dispatcher, ShipmentStatus.ReadyToBook)).toBe(false);
    expect(canFindReloads(personas.broker, ShipmentStatus.Booked)).toBe(false);
    expect(canFindReloads(personas.driver, ShipmentStatus.InTransit)).toBe(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { zoneAbbreviation, zonedTimeParts } from './stopZone.ts';

describe('zoneAbbreviation', () => {
  it("names a zone at an instant, and a zone it cannot name by the zone's own name", () => {
    expect(zoneAbbreviation('America/Chicago', '2026-07-01T12:00:00Z')).toBe('CDT');
    expect(zoneAbbreviation('America/Chicago', '2026-12-01T12:00:00Z')).toBe('CST');
    expect(zoneAbbreviation('America/Los_Angeles', new Date('2026-12-01T12:00:00Z'))).toBe('PST');
    expect(zoneAbbreviation('Not/AZone', '2026-07-01T12:00:00Z')).toBe('Not/AZone');
    expect(zoneAbbreviation('America/Chicago', 'not a date')).toBe('America/Chicago');
  });
});

describe('zonedTimeParts', () => {
  it("reads an instant's wall clock in a zone, and in the viewer's without one", () => {
    expect(zonedTimeParts('2026-11-24T15:30:00Z', 'America/Chicago')).toEqual({
      date: '2026-11-24',
      hour: 9,
      minute: 30,
    });
    expect(zonedTimeParts('2026-11-24T03:30:00Z', 'America/Denver')).toEqual({
      date: '2026-11-23',
      hour: 20,
      minute: 30,
    });
    const local = new Date('2026-11-24T15:30:00Z');
    expect(zonedTimeParts(local.toISOString(), undefined)).toEqual({
      date: `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`,
      hour: local.getHours(),
      minute: local.getMinutes(),
    });
    expect(zonedTimeParts('nope', 'America/Chicago')).toBeNull();
  });
});

describe('the stop formats', () => {
  it('make one formatter a zone, not one a stop or date', () => {
    zoneAbbreviation('America/New_York', '2026-07-01T12:00:00Z');
    zonedTimeParts('2026-07-01T12:00:00Z', 'America/New_York');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(zoneAbbreviation('America/New_York', '2026-12-01T12:00:00Z')).toBe('EST');
      expect(zonedTimeParts('2026-12-01T12:00:00Z', 'America/New_York')?.hour).toBe(7);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

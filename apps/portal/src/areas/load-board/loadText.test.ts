import { describe, expect, it, vi } from 'vitest';
import { localTime } from './loadText.ts';

const options: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

describe('localTime', () => {
  it.each([
    ['en-US', 'America/Chicago'],
    ['es-US', 'America/Denver'],
    ['fr-CA', 'America/Toronto'],
  ])("writes a window's start in %s and the place's zone (%s)", (locale, timeZone) => {
    const iso = '2026-11-27T14:00:00Z';
    expect(localTime(iso, timeZone, locale)).toBe(
      new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(new Date(iso)),
    );
  });

  it('makes one formatter a locale and zone, not one a load', () => {
    expect(localTime('2026-11-27T14:00:00Z', 'America/Phoenix')).toMatch(/^Fri, Nov 27, 7:00\sAM MST$/);
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(localTime('2026-11-28T15:30:00Z', 'America/Phoenix')).toMatch(/^Sat, Nov 28, 8:30\sAM MST$/);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

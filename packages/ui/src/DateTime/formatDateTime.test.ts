import { describe, expect, it, vi } from 'vitest';
import { formatDateTime, parseDateTime, type DateTimeStyle } from './formatDateTime.ts';

const moment = parseDateTime('2026-11-27T14:05:00Z')!;
const styleOptions: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
};

describe('formatDateTime in a given time zone', () => {
  it.each([
    ['en-US', 'time', 'America/Chicago'],
    ['en-US', 'time', 'America/Los_Angeles'],
    ['es-US', 'dateTime', 'America/Denver'],
    ['fr-CA', 'date', 'Asia/Tokyo'],
  ] as const)('%s %s in %s reads as a formatter made for it', (locale, style, timeZone) => {
    expect(formatDateTime(moment, locale, style, timeZone)).toBe(
      new Intl.DateTimeFormat(locale, { ...styleOptions[style], timeZone }).format(moment.date),
    );
  });

  it('finds its formatter by identity once a style and zone have been used: no key, no new formatter', () => {
    const chicago = formatDateTime(moment, 'fr-CA', 'dateTime', 'America/Chicago');
    const tokyo = formatDateTime(moment, 'fr-CA', 'dateTime', 'Asia/Tokyo');
    expect(tokyo).not.toBe(chicago);
    // Building the options per call made `keptDateTimeFormat` list and sort their names every time.
    const keys = vi.spyOn(Object, 'keys');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatDateTime(moment, 'fr-CA', 'dateTime', 'America/Chicago')).toBe(chicago);
      expect(formatDateTime(moment, 'fr-CA', 'dateTime', 'Asia/Tokyo')).toBe(tokyo);
      expect(keys).not.toHaveBeenCalled();
      expect(made).not.toHaveBeenCalled();
    } finally {
      keys.mockRestore();
      made.mockRestore();
    }
  });
});

import { keptDateTimeFormat, keptNumberFormat } from '@freightkit/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFormatters } from './warmFormatters.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Counts the formatters made of one kind, each still a real one. */
function countMade(kind: 'NumberFormat' | 'DateTimeFormat'): string[] {
  const made: string[] = [];
  const Real = Intl[kind] as new (locales?: string | string[], options?: object) => object;
  vi.spyOn(Intl, kind).mockImplementation(function (locales?: string | string[], options?: object) {
    made.push(String(locales));
    return new Real(locales, options);
  } as never);
  return made;
}

describe('warmFormatters', () => {
  it('makes the locale’s number and date formatters in later tasks, one each, and the kept ones are those', () => {
    vi.useFakeTimers();
    const numbers = countMade('NumberFormat');
    const dates = countMade('DateTimeFormat');
    warmFormatters('es-US');
    // Nothing in the caller's task: it is about to wait on the network and should not wait on this.
    expect(numbers).toEqual([]);
    expect(dates).toEqual([]);
    // The number formatter (the first loads the locale's data) in one task, the date formatter in the next.
    vi.advanceTimersToNextTimer();
    expect(numbers).toEqual(['es-US']);
    expect(dates).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(dates).toEqual(['es-US']);
    // A render asking for them afterwards takes the same instances, making none.
    expect(keptNumberFormat('es-US').format(1234.5)).toBe('1,234.5');
    expect(keptDateTimeFormat('es-US', undefined).resolvedOptions().locale).toBe('es-US');
    expect(numbers).toHaveLength(1);
    expect(dates).toHaveLength(1);
  });
});

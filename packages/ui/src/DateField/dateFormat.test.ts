import { describe, expect, it } from 'vitest';
import { datePattern, datePlaceholder, formatDateText, parseDateText, readIsoDate } from './dateFormat.ts';

describe('datePattern', () => {
  it.each([
    ['en-US', ['month', 'day', 'year'], '/'],
    ['es-US', ['day', 'month', 'year'], '/'],
    ['fr-CA', ['year', 'month', 'day'], '-'],
  ])('%s writes %j with %j', (locale, order, separator) => {
    expect(datePattern(locale)).toEqual({ order, separator });
  });
});

describe('formatDateText', () => {
  it.each([
    ['en-US', '11/27/2026'],
    ['es-US', '27/11/2026'],
    ['fr-CA', '2026-11-27'],
  ])('%s → %s', (locale, text) => {
    expect(formatDateText('2026-11-27', locale)).toBe(text);
  });

  it('leaves what is not a date alone', () => {
    expect(formatDateText('', 'en-US')).toBe('');
    expect(formatDateText('2026-02-30', 'en-US')).toBe('2026-02-30');
  });
});

describe('parseDateText', () => {
  it.each([
    ['en-US', '11/27/2026', '2026-11-27'],
    ['en-US', '1/5/26', '2026-01-05'],
    ['en-US', '11272026', '2026-11-27'],
    ['es-US', '27/11/2026', '2026-11-27'],
    ['es-US', '5.1.2026', '2026-01-05'],
    ['fr-CA', '2026-11-27', '2026-11-27'],
    ['fr-CA', '2026 1 5', '2026-01-05'],
    ['fr-CA', '20261127', '2026-11-27'],
    // An ISO date reads the same in every locale: four digits first can only be a year.
    ['en-US', '2026-12-01', '2026-12-01'],
    ['es-US', '2026-12-01', '2026-12-01'],
  ])('%s reads %j as %s', (locale, text, iso) => {
    expect(parseDateText(text, locale)).toBe(iso);
  });

  it('is empty for nothing typed', () => {
    expect(parseDateText('   ', 'en-US')).toBe('');
  });

  it.each([
    ['en-US', '27/11/2026'], // no 27th month
    ['en-US', '02/30/2026'], // no 30 February
    ['en-US', '11/27'], // no year
    ['en-US', '11/27/202'], // a three-digit year
    ['es-US', 'mañana'],
    ['fr-CA', '2026-13-01'],
  ])('%s does not read %j', (locale, text) => {
    expect(parseDateText(text, locale)).toBeUndefined();
  });
});

describe('readIsoDate and datePlaceholder', () => {
  it('reads real ISO dates only', () => {
    expect(readIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(readIsoDate('2026-02-29')).toBeUndefined();
    expect(readIsoDate('11/27/2026')).toBeUndefined();
  });

  it('spells the format with the locale’s letters', () => {
    expect(datePlaceholder('fr-CA', { day: 'jj', month: 'mm', year: 'aaaa' })).toBe('aaaa-mm-jj');
    expect(datePlaceholder('es-US', { day: 'dd', month: 'mm', year: 'aaaa' })).toBe('dd/mm/aaaa');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { keptDateTimeFormat, keptNumberFormat, keptPluralRules, keptZonedOptions } from './keptFormatters.ts';
import { createTranslator } from './translator.ts';

describe('keptDateTimeFormat', () => {
  it('gives the same instance for equal arguments, whatever the options’ order', () => {
    const first = keptDateTimeFormat('fr-CA', { year: 'numeric', month: '2-digit', timeZone: 'UTC' });
    expect(keptDateTimeFormat('fr-CA', { year: 'numeric', month: '2-digit', timeZone: 'UTC' })).toBe(first);
    expect(keptDateTimeFormat('fr-CA', { timeZone: 'UTC', month: '2-digit', year: 'numeric' })).toBe(first);
    expect(keptDateTimeFormat(['fr-CA'], { year: 'numeric', month: '2-digit', timeZone: 'UTC' })).toBe(first);
    expect(first).toBeInstanceOf(Intl.DateTimeFormat);
    expect(first.resolvedOptions()).toMatchObject({ locale: 'fr-CA', timeZone: 'UTC', month: '2-digit' });
  });

  it('treats an option left undefined as left out, as Intl does', () => {
    const first = keptDateTimeFormat('en-US', { hour: 'numeric', timeZone: undefined });
    expect(keptDateTimeFormat('en-US', { hour: 'numeric' })).toBe(first);
    expect(keptDateTimeFormat()).toBe(keptDateTimeFormat(undefined, {}));
    expect(keptDateTimeFormat([], undefined)).toBe(keptDateTimeFormat());
  });

  it('finds the same instance through a frozen options object as through an equal plain one', () => {
    const frozen = Object.freeze({ day: '2-digit', timeZone: 'America/Denver' } as const);
    const plain = keptDateTimeFormat('es-US', { timeZone: 'America/Denver', day: '2-digit' });
    expect(keptDateTimeFormat('es-US', frozen)).toBe(plain);
    expect(keptDateTimeFormat('es-US', frozen)).toBe(plain);
    expect(keptDateTimeFormat('es-US', Object.freeze({ ...frozen }))).toBe(plain);
    // The frozen object's instance is per locale: another locale is another formatter.
    const french = keptDateTimeFormat('fr-CA', frozen);
    expect(french).not.toBe(plain);
    expect(french.resolvedOptions().locale).toBe('fr-CA');
    expect(keptDateTimeFormat('fr-CA', { day: '2-digit', timeZone: 'America/Denver' })).toBe(french);
    expect(
      keptDateTimeFormat('es-US', Object.freeze({ day: 'numeric', timeZone: 'America/Denver' })),
    ).not.toBe(plain);
  });

  it('gives different instances for different locales or options, each formatting as asked', () => {
    const moment = new Date('2026-11-28T15:04:00Z');
    const utc = keptDateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const chicago = keptDateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Chicago',
    });
    const french = keptDateTimeFormat('fr-CA', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const withSeconds = keptDateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      timeZone: 'UTC',
    });
    expect(new Set([utc, chicago, french, withSeconds]).size).toBe(4);
    // ICU's space before the day period differs between versions (a narrow no-break space or a space).
    expect(utc.format(moment)).toMatch(/^3:04\sPM$/);
    expect(chicago.format(moment)).toMatch(/^9:04\sAM$/);
    expect(french.format(moment)).toMatch(/^15\sh\s04$/);
    expect(withSeconds.format(moment)).toMatch(/^3:04:00\sPM$/);
  });

  it('keeps a boolean option’s two values apart', () => {
    const twelve = keptDateTimeFormat('en-US', { hour: 'numeric', hour12: true, timeZone: 'UTC' });
    const twentyFour = keptDateTimeFormat('en-US', { hour: 'numeric', hour12: false, timeZone: 'UTC' });
    expect(twelve).not.toBe(twentyFour);
    expect(twelve.format(new Date('2026-11-28T15:00:00Z'))).toMatch(/^3\sPM$/);
    expect(twentyFour.format(new Date('2026-11-28T15:00:00Z'))).toBe('15');
  });
});

describe('keptNumberFormat', () => {
  it('gives one instance per locale and options', () => {
    const two = keptNumberFormat('es-US', { maximumFractionDigits: 2 });
    expect(keptNumberFormat('es-US', { maximumFractionDigits: 2 })).toBe(two);
    const zero = keptNumberFormat('es-US', { maximumFractionDigits: 0 });
    const french = keptNumberFormat('fr-CA', { maximumFractionDigits: 2 });
    expect(zero).not.toBe(two);
    expect(french).not.toBe(two);
    expect(two.format(1234.567)).toBe('1,234.57');
    expect(zero.format(1234.567)).toBe('1,235');
    expect(french.format(1234.567)).toBe('1\u00a0234,57');
  });
});

describe('keptPluralRules', () => {
  it('gives one instance per locale and options, and is not a number or date formatter', () => {
    const cardinal = keptPluralRules('fr-CA');
    expect(keptPluralRules('fr-CA', {})).toBe(cardinal);
    const ordinal = keptPluralRules('fr-CA', { type: 'ordinal' });
    expect(ordinal).not.toBe(cardinal);
    expect(keptPluralRules('en-US')).not.toBe(cardinal);
    expect(cardinal.select(0)).toBe('one');
    expect(ordinal.select(2)).toBe('other');
    // The three kinds are kept apart: equal arguments to different constructors are different objects.
    expect(keptNumberFormat('fr-CA')).toBeInstanceOf(Intl.NumberFormat);
    expect(keptDateTimeFormat('fr-CA')).toBeInstanceOf(Intl.DateTimeFormat);
  });
});

describe('keptZonedOptions', () => {
  const hourly: Intl.DateTimeFormatOptions = Object.freeze({ hour: 'numeric', minute: '2-digit' });

  it('is one frozen copy per options object and zone', () => {
    const chicago = keptZonedOptions(hourly, 'America/Chicago');
    expect(chicago).toEqual({ hour: 'numeric', minute: '2-digit', timeZone: 'America/Chicago' });
    expect(Object.isFrozen(chicago)).toBe(true);
    expect(keptZonedOptions(hourly, 'America/Chicago')).toBe(chicago);
    const denver = keptZonedOptions(hourly, 'America/Denver');
    expect(denver).not.toBe(chicago);
    expect(denver.timeZone).toBe('America/Denver');
    // Equal options in another object are another object's copies; the original is left as it was.
    const other = keptZonedOptions(Object.freeze({ ...hourly }), 'America/Chicago');
    expect(other).not.toBe(chicago);
    expect(other).toEqual(chicago);
    expect(hourly).toEqual({ hour: 'numeric', minute: '2-digit' });
  });

  it("is the options themselves without a zone (the viewer's)", () => {
    expect(keptZonedOptions(hourly, undefined)).toBe(hourly);
  });

  it('leads to the formatter equal options in a new object get, with no key worked out again', () => {
    const zoned = keptZonedOptions(hourly, 'America/Los_Angeles');
    const formatter = keptDateTimeFormat('en-US', zoned);
    expect(formatter).toBe(keptDateTimeFormat('en-US', { ...hourly, timeZone: 'America/Los_Angeles' }));
    expect(formatter.format(Date.UTC(2026, 10, 27, 18, 5))).toBe('10:05 AM');
    // The frozen copy is found by identity: its names are not listed (and sorted) again.
    const keys = vi.spyOn(Object, 'keys');
    try {
      expect(keptDateTimeFormat('en-US', keptZonedOptions(hourly, 'America/Los_Angeles'))).toBe(formatter);
      expect(keys).not.toHaveBeenCalled();
    } finally {
      keys.mockRestore();
    }
  });
});

describe('the translators', () => {
  it('format with the kept formatters rather than making their own', () => {
    const catalog = {
      en: { total: '{count, plural, one {# load} other {# loads}} of {amount, number}' },
      'fr-CA': { total: '{count, plural, one {# chargement} other {# chargements}} sur {amount, number}' },
    };
    // What the messages ask for: the locale's default number format and its cardinal plural rules.
    const number = keptNumberFormat('fr-CA');
    const plural = keptPluralRules('fr-CA', { type: 'cardinal' });
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const pluralRules = vi.spyOn(Intl, 'PluralRules');
    try {
      expect(createTranslator('fr-CA', catalog)('total', { count: 2, amount: 1234.5 })).toBe(
        '2 chargements sur 1\u00a0234,5',
      );
      expect(numberFormat).not.toHaveBeenCalled();
      expect(pluralRules).not.toHaveBeenCalled();
      // A formatter nothing has asked for yet is made once, then kept for the next message.
      const translate = createTranslator('es-US', { en: { n: '{n, number, percent}' } });
      expect(translate('n', { n: 0.5 })).toBe(translate('n', { n: 0.5 }));
      expect(numberFormat).toHaveBeenCalledTimes(1);
    } finally {
      numberFormat.mockRestore();
      pluralRules.mockRestore();
    }
    expect(keptNumberFormat('fr-CA')).toBe(number);
    expect(keptPluralRules('fr-CA', { type: 'cardinal' })).toBe(plural);
  });
});

import type { Locale } from '@freightkit/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { carrierTheme } from '../themes/carrier.css.ts';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { createFormat, useFormat, type Format } from './useFormat.ts';

const instant = new Date('2026-11-27T14:05:00Z');

describe('createFormat', () => {
  it.each(['en-US', 'es-US', 'fr-CA'] as const)('writes %s as formatters made afresh would', (locale) => {
    const format = createFormat(locale);
    expect(format.formatNumber(1234.5)).toBe(new Intl.NumberFormat(locale).format(1234.5));
    expect(format.formatNumber(1234.5678, { maximumFractionDigits: 1 })).toBe(
      new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1234.5678),
    );
    expect(format.formatPercent(0.426)).toBe(
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(0.426),
    );
    expect(format.formatDate(instant)).toBe(
      new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant),
    );
    expect(format.formatDate(instant.toISOString(), { month: 'long', timeZone: 'UTC' })).toBe(
      new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(instant),
    );
    expect(format.formatDateTime(instant.getTime())).toBe(
      new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(instant),
    );
  });

  it('is one set of helpers a locale, and makes no formatter once its formats have been used', () => {
    const english = createFormat('en-US');
    expect(createFormat('en-US')).toBe(english);
    expect(createFormat('fr-CA')).not.toBe(english);
    const formatAll = (format: Format) =>
      [
        format.formatNumber(7),
        format.formatPercent(0.5),
        format.formatMoney(-12),
        format.formatDate(instant),
        format.formatDateTime(instant),
      ].join(' ');
    const first = formatAll(english);
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatAll(createFormat('en-US'))).toBe(first);
      expect(numberFormat).not.toHaveBeenCalled();
      expect(dateTimeFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
      dateTimeFormat.mockRestore();
    }
  });
});

describe('useFormat', () => {
  it('gives a component the same helpers on every render of a locale', async () => {
    const seen: Format[] = [];
    function Probe() {
      const format = useFormat();
      const [count, setCount] = useState(0);
      seen.push(format);
      return (
        <button
          type="button"
          onClick={() => {
            setCount(count + 1);
          }}
        >
          {format.formatNumber(count)}
        </button>
      );
    }
    const renderIn = (locale: Locale) => (
      <UiProvider theme={carrierTheme} locale={locale}>
        <Probe />
      </UiProvider>
    );
    const screen = await render(renderIn('fr-CA'));
    await screen.getByRole('button').click();
    await expect.element(screen.getByRole('button')).toHaveTextContent('1');
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toBe(createFormat('fr-CA'));
    await screen.rerender(renderIn('es-US'));
    expect(seen.at(-1)).toBe(createFormat('es-US'));
  });
});

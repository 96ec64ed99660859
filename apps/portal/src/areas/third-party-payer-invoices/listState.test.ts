import { defaultThirdPartyPayerFilters, InvoiceStatus } from '@freightkit/domain';
import { describe, expect, it } from 'vitest';
import { listHref, readListState } from './listState.ts';

const read = (search: string) => readListState(new URLSearchParams(search));

describe('the third-party payer list state in the address', () => {
  it('defaults to Action Required, no search, auditable only', () => {
    expect(read('')).toEqual({ view: 'actionRequired', search: '', filters: defaultThirdPartyPayerFilters });
    expect(listHref(read(''))).toBe('?view=actionRequired');
  });

  it('round-trips view, search and every filter', () => {
    const state = {
      view: 'all' as const,
      search: '990',
      filters: {
        statuses: [InvoiceStatus.Draft, InvoiceStatus.Settled],
        invoiceDate: { preset: 'thisWeek' as const },
        loadDate: { preset: 'range' as const, range: { start: '2026-11-01', end: '2026-11-10' } },
        onlyAuditable: false,
      },
    };
    const href = listHref(state);
    expect(href).toBe(
      '?view=all&q=990&status=0%2C2&inv=thisWeek&load=range&loadFrom=2026-11-01&loadTo=2026-11-10&auditable=0',
    );
    expect(read(href)).toEqual(state);
  });

  it('drops what it does not know instead of failing', () => {
    const state = read('?view=nope&status=7,x,1,1,-1&inv=someday&load=range&loadFrom=11/01/2026');
    expect(state.view).toBe('actionRequired');
    expect(state.filters.statuses).toEqual([InvoiceStatus.Received]);
    expect(state.filters.invoiceDate).toEqual({ preset: null });
    expect(state.filters.loadDate).toEqual({ preset: 'range', range: {} });
  });
});

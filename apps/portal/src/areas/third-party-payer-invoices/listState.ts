import {
  datePresets,
  defaultThirdPartyPayerFilters,
  thirdPartyPayerFilterStatuses,
  thirdPartyPayerViews,
  type DatePreset,
  type DateRange,
  type InvoiceStatus,
  type ThirdPartyPayerFilters,
  type ThirdPartyPayerViewId,
} from '@freightkit/domain';

/** The list's state as the address holds it, so a reload, a link or Back keeps view, search and filters. */
export interface ThirdPartyPayerListState {
  readonly view: ThirdPartyPayerViewId;
  readonly search: string;
  readonly filters: ThirdPartyPayerFilters;
}

/** The view a list opens on without one in the address: the invoices waiting on the carrier. */
export const defaultThirdPartyPayerView: ThirdPartyPayerViewId = 'actionRequired';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A date filter from its address parameters (`inv=range&invFrom=…&invTo=…`); anything unknown is no filter. */
function dateFilter(params: URLSearchParams, key: string): ThirdPartyPayerFilters['invoiceDate'] {
  const raw = params.get(key);
  const preset = datePresets.find((p) => p === raw) ?? null;
  if (preset !== 'range') return { preset };
  const range: { start?: string; end?: string } = {};
  const start = params.get(`${key}From`);
  const end = params.get(`${key}To`);
  if (start !== null && isoDay.test(start)) range.start = start;
  if (end !== null && isoDay.test(end)) range.end = end;
  return { preset, range };
}

/**
 * Reads the list state from the address (`?view=draft&q=990&status=0,1&inv=today&load=range&loadFrom=…
 * &auditable=0`). Unknown values fall back to the defaults: Action Required, no search, no filter,
 * 'Only Show Auditable' on (spec 2 §9).
 */
export function readListState(params: URLSearchParams): ThirdPartyPayerListState {
  const rawView = params.get('view');
  const view = thirdPartyPayerViews.find((v) => v.id === rawView)?.id ?? defaultThirdPartyPayerView;
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((part) => part !== '')
    .map(Number)
    .filter((code): code is InvoiceStatus =>
      (thirdPartyPayerFilterStatuses as readonly number[]).includes(code),
    );
  return {
    view,
    search: params.get('q') ?? '',
    filters: {
      statuses: [...new Set(statuses)],
      invoiceDate: dateFilter(params, 'inv'),
      loadDate: dateFilter(params, 'load'),
      onlyAuditable: params.get('auditable') !== '0',
    },
  };
}

function putDate(
  params: URLSearchParams,
  key: string,
  value: { preset: DatePreset | null; range?: DateRange },
) {
  if (value.preset === null) return;
  params.set(key, value.preset);
  if (value.preset !== 'range') return;
  if (value.range?.start) params.set(`${key}From`, value.range.start);
  if (value.range?.end) params.set(`${key}To`, value.range.end);
}

/** The address (`?…`) of a list state; defaults are left out, so the plain list has a plain address. */
export function listHref(state: ThirdPartyPayerListState): string {
  const params = new URLSearchParams({ view: state.view });
  const search = state.search.trim();
  if (search !== '') params.set('q', search);
  if (state.filters.statuses.length > 0) params.set('status', state.filters.statuses.join(','));
  putDate(params, 'inv', state.filters.invoiceDate);
  putDate(params, 'load', state.filters.loadDate);
  if (state.filters.onlyAuditable !== defaultThirdPartyPayerFilters.onlyAuditable)
    params.set('auditable', state.filters.onlyAuditable ? '1' : '0');
  return `?${params.toString()}`;
}

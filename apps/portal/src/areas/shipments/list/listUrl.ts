import {
  shipmentListFiltersSchema,
  shipmentListViews,
  type ShipmentListFilters,
  type ShipmentListView,
} from '@freightkit/api';

/** The list's state as the address holds it, so a reload or a shared link shows the same list. */
export interface ListUrlState {
  readonly view: ShipmentListView;
  /** Filters in use, parsed by the contract's schema (unknown or bad values are dropped). */
  readonly filters: AppliedFilters;
  /** The saved view (filter set) these filters came from, if any. */
  readonly savedView: string | null;
}

/** A list's parsed filters, with the statuses as numbers. */
export type AppliedFilters = Omit<ShipmentListFilters, 'status'> & { status?: number[] | undefined };

const filterKeys = ['origin', 'destination', 'pickupFrom', 'pickupTo', 'query'] as const;

/**
 * Reads view, filters and saved view from a query string. Each filter is parsed on its own, so one
 * bad value (a hand-edited link) drops only itself. `defaultView` applies when none is given.
 */
export function readListUrl(search: URLSearchParams, defaultView: ShipmentListView): ListUrlState {
  const rawView = search.get('view');
  const view = shipmentListViews.find((v) => v === rawView) ?? defaultView;
  const filters: AppliedFilters = {};
  const status = shipmentListFiltersSchema.shape.status.safeParse(search.getAll('status'));
  if (status.success && status.data?.length) filters.status = status.data;
  for (const key of filterKeys) {
    const value = search.get(key);
    if (value === null || value.trim() === '') continue;
    const parsed = shipmentListFiltersSchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data) filters[key] = parsed.data;
  }
  const onTime = shipmentListFiltersSchema.shape.onTime.safeParse(search.get('onTime') ?? undefined);
  if (onTime.success && onTime.data) filters.onTime = onTime.data;
  return { view, filters, savedView: search.get('savedView') };
}

/** Writes a list state as a query string (keys in a fixed order, empty filters left out). */
export function listSearch({ view, filters, savedView }: ListUrlState): string {
  const search = new URLSearchParams({ view });
  for (const status of filters.status ?? []) search.append('status', String(status));
  for (const key of filterKeys) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  if (filters.onTime) search.set('onTime', filters.onTime);
  if (savedView) search.set('savedView', savedView);
  return `?${search.toString()}`;
}

/** The filters as the list calls and a saved view take them (statuses as numbers, blanks dropped). */
export function normalizeFilters(
  filters: Omit<ShipmentListFilters, 'status'> & { status?: readonly number[] | undefined },
): AppliedFilters {
  return readListUrl(
    new URLSearchParams(
      listSearch({
        view: 'booking',
        filters: { ...filters, status: filters.status ? [...filters.status] : undefined },
        savedView: null,
      }),
    ),
    'booking',
  ).filters;
}

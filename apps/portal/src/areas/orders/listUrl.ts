import { orderListFiltersSchema, type OrderListFilters } from '@freightkit/api';

/** The order list's filters as parsed (equipment as its number). */
export type OrderFilters = Omit<OrderListFilters, 'equipmentMode'> & { equipmentMode?: number | undefined };

/** The keys of the filters, in the address's order. */
export const orderFilterKeys = [
  'status',
  'query',
  'customer',
  'orderType',
  'equipmentMode',
  'origin',
  'destination',
  'pickupFrom',
  'pickupTo',
] as const satisfies readonly (keyof OrderFilters)[];

/** The list's state as the address holds it, so a reload or a shared link shows the same list. */
export interface OrderListUrlState {
  readonly filters: OrderFilters;
  readonly page: number;
  /** The saved filter set these filters came from, if any. */
  readonly savedView: string | null;
}

/**
 * Reads filters, page and saved view from a query string (`?status=&q=&customer=…`). Each filter is
 * parsed by the contract on its own, so a bad value (a hand-edited link) drops only itself. The text
 * search keeps its short name `q`, as links already made use it.
 */
export function readOrderListUrl(search: URLSearchParams): OrderListUrlState {
  const filters: Record<string, unknown> = {};
  for (const key of orderFilterKeys) {
    const raw = search.get(key === 'query' ? 'q' : key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = orderListFiltersSchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') filters[key] = parsed.data;
  }
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  return { filters, page, savedView: search.get('savedView') };
}

/** Writes a list state as a path with its query string (keys in a fixed order, blanks left out). */
export function orderListHref({ filters, page, savedView }: OrderListUrlState): string {
  const search = new URLSearchParams();
  for (const key of orderFilterKeys) {
    const value = filters[key];
    if (value === undefined || String(value).trim() === '') continue;
    search.set(key === 'query' ? 'q' : key, String(value).trim());
  }
  if (page > 1) search.set('page', String(page));
  if (savedView) search.set('savedView', savedView);
  const query = search.toString();
  return query === '' ? '/orders' : `/orders?${query}`;
}

/** The filters as a saved set and the list call take them: blanks dropped, values as the contract reads them. */
export function normalizeOrderFilters(filters: OrderFilters): OrderFilters {
  return readOrderListUrl(
    new URL(orderListHref({ filters, page: 1, savedView: null }), 'http://x').searchParams,
  ).filters;
}

/** How many filters beside the status and the text search are in use (the Filters button's count). */
export function panelFilterCount(filters: OrderFilters): number {
  return orderFilterKeys.filter((k) => k !== 'status' && k !== 'query' && filters[k] !== undefined).length;
}

/** The filters without the status: what the status counts read (each tab counts its own status). */
export function withoutStatus(filters: OrderFilters): Omit<OrderFilters, 'status'> {
  return Object.fromEntries(Object.entries(filters).filter(([key]) => key !== 'status'));
}

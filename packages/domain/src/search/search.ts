import { shipmentSearchPageSize } from '../constants/limits.ts';
import type { StaticMessageKey } from '../messages/catalog.ts';

/** The search text as sent: trimmed (spec 1 §5). */
export function normaliseSearchText(raw: string): string {
  return raw.trim();
}

/** Search runs only when text is entered (spec 1 §5). */
export function shouldRunSearch(raw: string): boolean {
  return normaliseSearchText(raw) !== '';
}

/** The prompt with no text: brokers search reference numbers too (spec 1 §5). */
export function searchPrompt(isBroker: boolean): StaticMessageKey {
  return isBroker ? 'search.promptBroker' : 'search.prompt';
}

/** Empty result text (spec 1 §5). */
export const searchEmptyText: StaticMessageKey = 'search.noResults';

/** Params of GET api/v2/quick_searches/shipments, or `null` when the search must not run (spec 1 §7). */
export function quickSearchParams(
  raw: string,
  page = 1,
): { query: string; page: number; pageSize: number } | null {
  return shouldRunSearch(raw)
    ? { query: normaliseSearchText(raw), page, pageSize: shipmentSearchPageSize }
    : null;
}

/** The search field's state for one render: prompt, run, or (after a run) empty text. */
export function searchStatusText(
  raw: string,
  isBroker: boolean,
  resultCount: number | null,
): StaticMessageKey | null {
  if (!shouldRunSearch(raw)) return searchPrompt(isBroker);
  return resultCount === 0 ? searchEmptyText : null;
}

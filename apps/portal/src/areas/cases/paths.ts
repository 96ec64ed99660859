import { caseDisplayGroups, type caseTabs, type CaseDisplayGroup } from '@freightkit/domain';

/** A tab of the case preview (domain's `caseTabs`: notes, documents, history). */
export type CaseTab = (typeof caseTabs)[number]['id'];

/** The case preview's path (spec 2 §2 `/cases/{caseNumber}/preview`), at a tab: notes by default. */
export function casePreviewPath(caseNumber: string, tab: CaseTab = 'notes'): string {
  return `/cases/${encodeURIComponent(caseNumber)}/preview/${tab}`;
}

/** The query parameter naming the list's view (display group), kept in the address so reload and links keep it. */
export const caseViewParam = 'view';
/** The query parameter of the list's 1-based page. */
export const casePageParam = 'page';

/**
 * The list's views, in the order a carrier works through them: new requests first, resolved last
 * (domain's `caseDisplayGroups` lists them the other way round).
 */
export const caseViews = (Object.keys(caseDisplayGroups) as CaseDisplayGroup[]).toReversed();

/** The `/cases` list at a view and page. */
export function caseListPath(view: CaseDisplayGroup, page = 1): string {
  const query = new URLSearchParams({ [caseViewParam]: view });
  if (page > 1) query.set(casePageParam, String(page));
  return `/cases?${query.toString()}`;
}

/** Reads the view and page from the list's query string; unknown values fall back to New, page 1. */
export function readCaseListQuery(search: URLSearchParams): { view: CaseDisplayGroup; page: number } {
  const view = caseViews.find((v) => v === search.get(caseViewParam)) ?? 'new';
  const page = Number.parseInt(search.get(casePageParam) ?? '1', 10);
  return { view, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

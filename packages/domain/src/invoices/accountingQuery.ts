import { invoicesPageSize } from '../constants/limits.ts';
import { accountingViews, type AccountingViewId } from './invoices.ts';

/** Query of GET api/v2/invoices (spec 2 §7): query, page, pageSize 50 and the view's status filter. */
export function accountingListQuery(input: {
  readonly view: AccountingViewId;
  readonly search: string;
  readonly page: number;
}): { query?: string; page: number; pageSize: number; status: number } {
  const view = accountingViews.find((v) => v.id === input.view) ?? accountingViews[0];
  const query = input.search.trim();
  return {
    ...(query === '' ? {} : { query }),
    page: input.page,
    pageSize: invoicesPageSize,
    status: view.filter,
  };
}

import { invoicesPageSize } from '../constants/limits.ts';
import { accountingViews, paidInvoicesWindow, type AccountingViewId } from './invoices.ts';

/**
 * Query of GET api/v2/invoices (spec 2 §7): query, page, pageSize 50 and the view's status filter.
 * Given `now`, the Paid view also sends `paidFrom`, the start of its default window (spec 2 §2:
 * the last 60 days).
 */
export function accountingListQuery(input: {
  readonly view: AccountingViewId;
  readonly search: string;
  readonly page: number;
  readonly now?: Date;
}): { query?: string; page: number; pageSize: number; status: number; paidFrom?: string } {
  const view = accountingViews.find((v) => v.id === input.view) ?? accountingViews[0];
  const query = input.search.trim();
  return {
    ...(query === '' ? {} : { query }),
    page: input.page,
    pageSize: invoicesPageSize,
    status: view.filter,
    ...(view.id === 'paid' && input.now !== undefined
      ? { paidFrom: paidInvoicesWindow(input.now).start.toISOString() }
      : {}),
  };
}

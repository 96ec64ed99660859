import {
  accountingListQuery,
  InvoiceListFilter,
  invoiceUpdateBody,
  listPageSize,
  paidInvoicesWindow,
} from '@freightkit/domain';
import { describe, expect, it } from 'vitest';
import { buildInvoices } from '../msw/invoices.ts';
import { countEndpoints } from './counts.ts';
import { sortForRouting } from './index.ts';
import {
  invoiceEndpoints,
  invoiceListQuerySchema,
  invoiceSchema,
  invoiceUpdateBodySchema,
} from './invoices.ts';

describe('invoice contract (spec 2 §7 Invoices)', () => {
  it('lists at the spec path, page size 50 and every view by default', () => {
    expect(invoiceEndpoints.list.path).toBe('api/v2/invoices');
    expect(invoiceListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: listPageSize,
      status: InvoiceListFilter.All,
    });
  });

  it('takes the list status filter values of spec 2 §3 only', () => {
    for (const status of Object.values(InvoiceListFilter))
      expect(invoiceListQuerySchema.parse({ status: String(status) }).status).toBe(status);
    expect(invoiceListQuerySchema.safeParse({ status: '5' }).success).toBe(false);
  });

  it("accepts domain's query of every view, the Paid window included", () => {
    const now = new Date('2026-11-22T12:00:00Z');
    for (const view of ['actionRequired', 'pending', 'inProgress', 'paid'] as const) {
      const query = accountingListQuery({ view, search: ' 8800 ', page: 2, now });
      expect(invoiceListQuerySchema.parse(query)).toMatchObject({ query: '8800', page: 2 });
    }
    expect(
      invoiceListQuerySchema.parse(accountingListQuery({ view: 'paid', search: '', page: 1, now })).paidFrom,
    ).toBe(paidInvoicesWindow(now).start.toISOString());
  });

  it("takes domain's PATCH body, and refuses one without number and amount or with a text amount", () => {
    const body = invoiceUpdateBody('invoice-1', { invoiceNumber: ' A-1 ', invoiceAmount: '12.5' });
    expect(invoiceUpdateBodySchema.parse(body)).toEqual({
      invoiceId: 'invoice-1',
      externalInvoiceNumber: 'A-1',
      externalInvoiceAmount: 12.5,
    });
    expect(invoiceUpdateBodySchema.safeParse({ invoiceId: 'invoice-1' }).success).toBe(false);
    expect(
      invoiceUpdateBodySchema.safeParse({ invoiceId: 'invoice-1', externalInvoiceAmount: '12' }).success,
    ).toBe(false);
  });

  it('routes the status counts before the one-invoice path', () => {
    const order = sortForRouting([invoiceEndpoints.byId, countEndpoints.invoices]).map((e) => e.name);
    expect(order).toEqual(['counts.invoices', 'invoices.byId']);
  });

  it('MSW factories answer in the contract shape', () => {
    for (const { invoice } of buildInvoices()) expect(invoiceSchema.safeParse(invoice).success).toBe(true);
  });
});

import type { PaymentDetail, PaymentSummary } from '@freightkit/api';
import { defaultPaymentDateRange, paidInvoiceNet, remittanceTotals, sumDollars } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}
let t: TestSandbox;
let admin: Record<string, string>;
let factoring: Record<string, string>;
let other: Record<string, string>;

const json = async <T>(response: Response, status = 200): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};

const list = async (query: Record<string, string | number>, headers = admin, status = 200) =>
  json<Page<PaymentSummary>>(
    await t.get(
      `/api/v2/payments?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
      headers,
    ),
    status,
  );

const detail = async (check: string, query = '', headers = admin, status = 200) =>
  json<PaymentDetail>(await t.get(`/api/v2/payments/${encodeURIComponent(check)}${query}`, headers), status);

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
  factoring = (await t.signIn(persona('factoring').email)).headers;
  other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
}, 60_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('payments list', () => {
  it('defaults to the last 3 months, newest first, 20 a page', async () => {
    const page = await list({});
    const { from } = defaultPaymentDateRange(new Date());
    expect(page.pageSize).toBe(20);
    expect(page.items.map((p) => p.checkNumber)).not.toContain('399870');
    for (const p of page.items) expect(p.paymentDate >= from).toBe(true);
    const dates = page.items.map((p) => p.paymentDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.items.map((p) => p.method)).toEqual(expect.arrayContaining(['Check', 'ACH', 'Wire']));
  });

  it('widens to an older window when asked, and searches the check number', async () => {
    const all = await list({ from: '2000-01-01', to: '2100-01-01' });
    expect(all.items.map((p) => p.checkNumber)).toContain('399870');
    const hit = await list({ query: '5512', from: '2000-01-01' });
    expect(hit.items.map((p) => p.checkNumber)).toEqual(['WIRE-55120']);
    expect((await list({ query: '%' })).totalCount).toBe(0);
  });

  it('refuses a window whose start is after its end, with the reason', async () => {
    const body = await list({ from: '2026-05-01', to: '2026-04-01' }, admin, 400);
    expect(JSON.stringify(body)).toContain('The start date must not be after the end date.');
  });

  it('pages: page 2 of size 2 holds the next rows', async () => {
    const first = await list({ pageSize: 2, from: '2000-01-01' });
    const second = await list({ pageSize: 2, page: 2, from: '2000-01-01' });
    expect(first.totalCount).toBeGreaterThan(3);
    expect(second.items[0]?.checkNumber).not.toBe(first.items[0]?.checkNumber);
  });

  it('is company-scoped: a factoring company sees only what was paid to it, another carrier only its own', async () => {
    const window = { from: '2000-01-01' };
    const northwind = await list(window, factoring);
    expect(northwind.items.map((p) => p.checkNumber).sort()).toEqual(['500187', '500214']);
    for (const p of northwind.items) {
      expect(p.payeeName).toBe('Northwind Factoring');
      expect(p.carrierName).toBe('Swiftline Carriers');
    }
    expect((await list(window, other)).items.map((p) => p.checkNumber)).toEqual(['610045']);
    // The carrier sees what was paid to its factoring company too, to reconcile its invoices.
    expect((await list(window)).items.map((p) => p.checkNumber)).toEqual(
      expect.arrayContaining(['500214', '400118']),
    );
  });
});

describe('one payment by check number', () => {
  it('totals are the sums over every invoice; the total is the sum of the nets', async () => {
    const first = await detail('ACH-20260914-3301');
    const second = await detail('ACH-20260914-3301', '?page=2');
    expect(first.invoices.pageSize).toBe(20);
    expect(first.invoices.items).toHaveLength(20);
    expect(second.invoices.items).toHaveLength(5);
    expect(first.invoices.totalCount).toBe(25);
    const lines = [...first.invoices.items, ...second.invoices.items];
    expect(first.invoiceCount).toBe(25);
    expect(first.total).toBe(sumDollars(lines.map(paidInvoiceNet)));
    expect(first).toMatchObject(remittanceTotals(lines));
    expect(first.method).toBe('ACH');
  });

  it('ties to the seeded paid invoices: amount and shipment from the invoice', async () => {
    const check = await detail('400118');
    const line = check.invoices.items.find((l) => l.invoiceNumber === '880010');
    expect(line).toMatchObject({ amount: 2650, quickPayFee: 0, otherDeductions: 0 });
    expect(line?.invoiceId).not.toBeNull();
    expect(check.remitTo).toMatchObject({ name: 'Swiftline Carriers', city: 'Joliet', state: 'IL' });
  });

  it("answers 404 for another company's check number and for an unknown one alike", async () => {
    const theirs = await detail('610045', '', admin, 404);
    const unknown = await detail('NO-SUCH-CHECK', '', admin, 404);
    expect(theirs).toEqual(unknown);
    await detail('400118', '', factoring, 404);
    expect((await detail('500214', '', factoring)).payeeName).toBe('Northwind Factoring');
  });
});

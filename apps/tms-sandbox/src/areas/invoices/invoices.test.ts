import {
  invoiceAwaitingDeliveryMessage,
  invoiceLockedMessage,
  type Invoice,
  type InvoiceSummary,
} from '@freightkit/api';
import {
  accountingListQuery,
  chargesTotal,
  InvoiceListFilter,
  InvoiceStatus,
  paidInvoicesWindow,
  ShipmentStatus,
} from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createApp } from '../../app.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
interface Page {
  items: InvoiceSummary[];
  totalCount: number;
  page: number;
  pageSize: number;
}
let t: TestSandbox;
let admin: Record<string, string>;
let factoring: Record<string, string>;
let other: Record<string, string>;
let driver: Record<string, string>;

const db = () => t.sandbox.services.db;

const json = async <T>(response: Response, status = 200): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};

const list = async (query: Record<string, string | number>, headers = admin) =>
  json<Page>(
    await t.get(
      `/api/v2/invoices?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
      headers,
    ),
  );

const byNumber = async (number: string, headers = admin) => {
  const hit = (await list({ query: number }, headers)).items.find((i) => i.invoiceNumber === number);
  if (!hit) throw new Error(`invoice ${number} not listed`);
  return json<Invoice>(await t.get(`/api/v2/invoices/${hit.id}`, headers));
};

const patch = (id: string, body: unknown, headers = admin) =>
  t.app.request(`/api/v2/invoices/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
  factoring = (await t.signIn(persona('factoring').email)).headers;
  other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
}, 60_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('seeded invoices', () => {
  it('are on delivered loads only, one load each: no Settled or Paid invoice on a load still moving', async () => {
    const { rows } = await db().query<{ status: number; invoices: number }>(
      // Payables invoices; a third-party payer invoice may wait on a moving load (docs/adr/034).
      `SELECT s.status, count(*)::int AS invoices FROM invoices i JOIN shipments s ON s.id = i.shipment_id
        WHERE i.third_party_payer IS NULL GROUP BY s.id, s.status`,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.status).toBeGreaterThanOrEqual(ShipmentStatus.Delivered);
      expect(row.invoices).toBe(1);
    }
  });
});

describe('GET api/v2/invoices', () => {
  it('pages the carrier’s own invoices, 50 by default, newest first', async () => {
    const page = await list({});
    expect(page).toMatchObject({ page: 1, pageSize: 50, totalCount: 11 });
    expect(page.items.every((i) => Number(i.invoiceNumber) <= 880011)).toBe(true);
    const second = await list({ page: 2, pageSize: 4 });
    expect(second.items.map((i) => i.invoiceNumber)).toEqual(
      page.items.slice(4, 8).map((i) => i.invoiceNumber),
    );
  });

  it.each([
    ['actionRequired', 5],
    ['pending', 2],
    ['inProgress', 2],
  ] as const)('filters the %s view by its list status', async (view, count) => {
    const page = await list(accountingListQuery({ view, search: '', page: 1 }));
    expect(page.totalCount).toBe(count);
  });

  it('lists paid invoices of the last 60 days when the Paid view sends its window', async () => {
    const paidFrom = paidInvoicesWindow(new Date()).start.toISOString();
    expect((await list({ status: InvoiceListFilter.Paid })).totalCount).toBe(2);
    const recent = await list({ status: InvoiceListFilter.Paid, paidFrom });
    expect(recent.items.map((i) => i.invoiceNumber)).toEqual(['880010']);
  });

  it('finds an invoice by invoice or shipment number', async () => {
    const [first] = (await list({ query: '880007' })).items;
    expect(first?.invoiceNumber).toBe('880007');
    const byShipment = await list({ query: first?.shipmentNumber ?? '' });
    expect(byShipment.items.map((i) => i.invoiceNumber)).toContain('880007');
    expect((await list({ query: 'no-such-%' })).totalCount).toBe(0);
  });

  it('shows a factoring company only the invoices factored to it, and another carrier none of ours', async () => {
    const factored = await list({}, factoring);
    expect(factored.items.map((i) => i.invoiceNumber).sort()).toEqual([
      '880004',
      '880005',
      '880008',
      '880011',
    ]);
    expect(factored.items.every((i) => i.factoringCompany === 'Northwind Factoring')).toBe(true);
    const theirs = await list({}, other);
    expect(theirs.items.map((i) => i.invoiceNumber).sort()).toEqual(['880012', '880013']);
  });

  it('refuses a driver-only user (no Accounting access)', async () => {
    expect((await t.get('/api/v2/invoices', driver)).status).toBe(403);
  });

  it('answers 400 with a model state for an unknown status filter', async () => {
    const response = await t.get('/api/v2/invoices?status=9', admin);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ modelState: { status: expect.any(Array) as unknown } });
  });
});

describe('GET api/v2/invoices/{id}', () => {
  it('answers the invoice with its charges, shipment and billing settings', async () => {
    const invoice = await byNumber('880001');
    expect(invoice).toMatchObject({
      invoiceNumber: '880001',
      status: { code: InvoiceStatus.Draft, description: 'Draft' },
      invoiceAmount: 1850,
      factoringCompany: null,
      thirdPartPayerBillingSettingsId: 'TPBS-880001',
    });
    expect(invoice.shipmentStatus.value).toBeGreaterThanOrEqual(ShipmentStatus.Delivered);
    expect(invoice.charges.map((c) => c.description)).toEqual(['Line Haul', 'Fuel Surcharge']);
    expect(chargesTotal(invoice.charges)).toBe(1850);
    expect(invoice.numberOfRequiredDocuments).toBeGreaterThan(0);
  });

  it('seeds an invoice without billing settings or charges', async () => {
    expect(await byNumber('880002')).toMatchObject({ thirdPartPayerBillingSettingsId: null, charges: [] });
  });

  it('answers 404 for another company’s invoice, to carriers and factoring companies alike', async () => {
    const mine = await byNumber('880001');
    expect((await t.get(`/api/v2/invoices/${mine.id}`, other)).status).toBe(404);
    expect((await t.get(`/api/v2/invoices/${mine.id}`, factoring)).status).toBe(404);
    const factored = await byNumber('880004');
    expect((await t.get(`/api/v2/invoices/${factored.id}`, factoring)).status).toBe(200);
  });
});

describe('PATCH api/v2/invoices/{id}', () => {
  it('saves the external number and amount, keeping the one not sent', async () => {
    const invoice = await byNumber('880006');
    const saved = await json<Invoice>(
      await patch(invoice.id, {
        invoiceId: invoice.id,
        externalInvoiceNumber: ' ACME-77 ',
        externalInvoiceAmount: 2010.5,
      }),
    );
    expect(saved).toMatchObject({ externalInvoiceNumber: 'ACME-77', externalInvoiceAmount: 2010.5 });
    const amountOnly = await json<Invoice>(
      await patch(invoice.id, { invoiceId: invoice.id, externalInvoiceAmount: 99 }),
    );
    expect(amountOnly).toMatchObject({ externalInvoiceNumber: 'ACME-77', externalInvoiceAmount: 99 });
    expect(await byNumber('880006')).toMatchObject({ externalInvoiceAmount: 99 });
  });

  it.each([
    [{}, 'externalInvoiceNumber'],
    [{ externalInvoiceAmount: '12a' }, 'externalInvoiceAmount'],
    [{ externalInvoiceNumber: '  ' }, 'externalInvoiceNumber'],
  ])('refuses %j with a model state', async (fields, field) => {
    const invoice = await byNumber('880007');
    const body = await json<{ modelState: Record<string, string[]> }>(
      await patch(invoice.id, { invoiceId: invoice.id, ...fields }),
      400,
    );
    expect(body.modelState[field]?.length).toBeGreaterThan(0);
    expect(await byNumber('880007')).toMatchObject({ externalInvoiceNumber: 'INV-880007' });
  });

  it('refuses a mismatched invoiceId', async () => {
    const invoice = await byNumber('880007');
    expect((await patch(invoice.id, { invoiceId: 'other', externalInvoiceNumber: 'X' })).status).toBe(400);
  });

  it('refuses a change once the invoice is Settled or later (409)', async () => {
    for (const number of ['880008', '880010']) {
      const invoice = await byNumber(number);
      const body = await json<{ modelState: { invoice: string[] } }>(
        await patch(invoice.id, { invoiceId: invoice.id, externalInvoiceNumber: 'LATE' }),
        409,
      );
      expect(body.modelState.invoice).toEqual([invoiceLockedMessage]);
    }
  });

  it('refuses a submission until the shipment has been Delivered (409)', async () => {
    const invoice = await byNumber('880001');
    await db().query('UPDATE shipments SET status = $2 WHERE id = $1', [
      invoice.shipmentId,
      ShipmentStatus.InTransit,
    ]);
    try {
      const body = await json<{ modelState: { invoice: string[] } }>(
        await patch(invoice.id, { invoiceId: invoice.id, externalInvoiceNumber: 'EARLY' }),
        409,
      );
      expect(body.modelState.invoice).toEqual([invoiceAwaitingDeliveryMessage]);
    } finally {
      await db().query('UPDATE shipments SET status = $2 WHERE id = $1', [
        invoice.shipmentId,
        ShipmentStatus.DeliveryConfirmed,
      ]);
    }
  });

  it('lets a factoring company enter an invoice factored to it, and nobody another company’s', async () => {
    const factored = await byNumber('880005');
    expect(
      (await patch(factored.id, { invoiceId: factored.id, externalInvoiceNumber: 'NW-1' }, factoring)).status,
    ).toBe(200);
    expect(
      (await patch(factored.id, { invoiceId: factored.id, externalInvoiceNumber: 'X' }, other)).status,
    ).toBe(404);
  });
});

describe('GET api/v2/invoices/status_counts', () => {
  it('counts the Paid view over the last 60 days, like its list', async () => {
    const counts = await json<Record<string, { shipmentCount: number; invoiceAmount: number }>>(
      await t.get('/api/v2/invoices/status_counts', admin),
    );
    expect(counts).toMatchObject({
      actionRequired: { shipmentCount: 5 },
      pending: { shipmentCount: 2 },
      inProgress: { shipmentCount: 2 },
      paid: { shipmentCount: 1, invoiceAmount: 2650 },
    });
  });
});

describe('a page of invoices at volume', () => {
  /** The app over the same services, with every query counted. */
  const counting = () => {
    let queries = 0;
    const base = db();
    const counted = new Proxy(base, {
      get(target, key, receiver) {
        if (key === 'query')
          return (...args: Parameters<typeof base.query>) => {
            queries += 1;
            return target.query(...args);
          };
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const app = createApp({ ...t.sandbox.services, db: counted });
    return { app, queries: () => queries };
  };

  it('costs the same number of queries for 2 invoices as for 20 (no query per row)', async () => {
    const { app, queries } = counting();
    const ask = async (pageSize: number) => {
      const before = queries();
      const response = await app.request(
        `/api/v2/invoices?status=${String(InvoiceListFilter.All)}&pageSize=${String(pageSize)}`,
        {
          headers: admin,
        },
      );
      const page = await json<Page>(response);
      return { listed: page.items.length, queries: queries() - before };
    };
    const small = await ask(2);
    const large = await ask(20);
    expect(large.listed).toBeGreaterThan(small.listed);
    expect(large.queries).toBe(small.queries);
  });

  it('counts on each card the required documents its own required-documents call reports', async () => {
    for (const headers of [admin, factoring]) {
      const page = await list({ status: InvoiceListFilter.All, pageSize: 20 }, headers);
      expect(page.items.length).toBeGreaterThan(0);
      for (const card of page.items) {
        const slots = await json<{ documentId: string | null }[]>(
          await t.get(`/api/v2/invoices/${card.id}/required_documents`, headers),
        );
        expect(
          [card.numberOfRequiredDocuments, card.numberOfUploadedRequiredDocuments],
          card.invoiceNumber,
        ).toEqual([slots.length, slots.filter((slot) => slot.documentId !== null).length]);
      }
    }
  });
});

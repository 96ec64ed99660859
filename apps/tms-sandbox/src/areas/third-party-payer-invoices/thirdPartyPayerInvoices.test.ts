import {
  invoiceAwaitingDeliveryMessage,
  invoiceLockedMessage,
  type ThirdPartyPayerCounts,
  type ThirdPartyPayerInvoice,
  type ThirdPartyPayerInvoiceSummary,
} from '@freightkit/api';
import {
  chargesTotal,
  DocumentType,
  EntityType,
  InvoiceStatus as S,
  isThirdPartyPayerActionRequired,
  isThirdPartyPayerAuditable,
} from '@freightkit/domain';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';
import { seedFilesDir } from '../documents/storage.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}
let t: TestSandbox;
let admin: Record<string, string>;
let dispatcher: Record<string, string>;
let factoring: Record<string, string>;
let other: Record<string, string>;
let driver: Record<string, string>;

const base = '/api/v1/third_party_payer_invoices';
const json = async <T>(response: Response, status = 200): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};
const qs = (query: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
const list = async (query: Record<string, string | number | boolean> = {}, headers = admin, status = 200) =>
  json<Page<ThirdPartyPayerInvoiceSummary>>(await t.get(`${base}?${qs(query)}`, headers), status);
const counts = async (query: Record<string, string | number | boolean> = {}, headers = admin) =>
  json<ThirdPartyPayerCounts>(await t.get(`${base}/counts?${qs(query)}`, headers));
const one = async (number: string, headers = admin, status = 200) =>
  json<ThirdPartyPayerInvoice>(await t.get(`${base}/${encodeURIComponent(number)}`, headers), status);
const patch = (number: string, body: unknown, headers = admin) =>
  t.app.request(`/${base.slice(1)}/${encodeURIComponent(number)}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const numbers = (page: Page<ThirdPartyPayerInvoiceSummary>) => page.items.map((i) => i.invoiceNumber);

/** Runs a change and rolls it back, so every test reads the seed. */
async function isolated<T>(run: () => Promise<T>): Promise<T> {
  return t.sandbox.services.db.pinned('rollback', run);
}

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  factoring = (await t.signIn(persona('factoring').email)).headers;
  other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
}, 60_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('the list (GET api/v1/third_party_payer_invoices, spec 2 §7)', () => {
  it('is auditable only by default, newest first, 50 a page, voided never listed', async () => {
    const page = await list();
    expect(page.pageSize).toBe(50);
    expect(page.items.every((i) => i.isAuditable)).toBe(true);
    expect(numbers(page)).not.toContain('990007'); // not eligible
    expect(numbers(page)).not.toContain('990013'); // voided
    const created = page.items.map((i) => i.createDateTimeStamp);
    expect([...created].sort().reverse()).toEqual(created);
    const all = await list({ isAuditable: false });
    expect(numbers(all)).toContain('990007');
    expect(numbers(all)).not.toContain('990013');
    expect(all.totalCount).toBe(page.totalCount + 1);
  });

  it("answers domain's rules for the flags, and actionRequired filters by the same rule", async () => {
    const all = await list({ isAuditable: false });
    for (const i of all.items) {
      const facts = {
        status: i.status.code,
        shipmentStatus: i.shipmentStatus.value,
        externalInvoiceNumber: i.externalInvoiceNumber,
        externalInvoiceAmount: i.externalInvoiceAmount,
        thirdPartPayerBillingSettingsId: i.thirdPartPayerBillingSettingsId,
      };
      expect(i.actionRequired, i.invoiceNumber).toBe(isThirdPartyPayerActionRequired(facts));
      expect(i.isAuditable).toBe(isThirdPartyPayerAuditable(i));
    }
    const waiting = await list({ actionRequired: true, isAuditable: false });
    expect(numbers(waiting).sort()).toEqual(
      all.items
        .filter((i) => i.actionRequired)
        .map((i) => i.invoiceNumber)
        .sort(),
    );
    expect(numbers(waiting).sort()).toEqual(['990001', '990002', '990003', '990004']);
    const notWaiting = await list({ actionRequired: false, isAuditable: false });
    expect(notWaiting.totalCount + waiting.totalCount).toBe(all.totalCount);
  });

  it('filters by one or more statuses, searches, and pages', async () => {
    expect(numbers(await list({ status: S.Received })).sort()).toEqual(['990008', '990009']);
    const settledOrPaid = await list({ status: `${String(S.Settled)},${String(S.PaidInFull)}` });
    expect(settledOrPaid.items.map((i) => i.status.code).sort()).toEqual([
      S.Settled,
      S.Settled,
      S.PaidInFull,
    ]);
    expect(numbers(await list({ query: 'swl-55' }))).toEqual(expect.arrayContaining(['990005']));
    const first = await list({ pageSize: 3 });
    const second = await list({ pageSize: 3, page: 2 });
    expect(first.items).toHaveLength(3);
    expect(numbers(second).some((n) => numbers(first).includes(n))).toBe(false);
  });

  it('filters by invoice date and load date, inclusive', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const raisedToday = await list({ invoiceDateStart: today, invoiceDateEnd: today });
    expect(numbers(raisedToday)).toEqual(['990001']);
    const all = await list();
    const loadDay = all.items.find((i) => i.invoiceNumber === '990002')?.loadDate ?? '';
    expect(loadDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const loaded = await list({ loadDateStart: loadDay, loadDateEnd: loadDay });
    expect(numbers(loaded)).toContain('990002');
    expect(loaded.items.every((i) => i.loadDate === loadDay)).toBe(true);
  });

  it('refuses bad input with the field named (400)', async () => {
    const bad = async (query: Record<string, string>) =>
      json<{ modelState?: Record<string, string[]> }>(await t.get(`${base}?${qs(query)}`, admin), 400);
    expect(Object.keys((await bad({ status: 'paid' })).modelState ?? {})).toContain('status');
    // Voided is never listed, so not a filter value either.
    expect(Object.keys((await bad({ status: '-1' })).modelState ?? {})).toContain('status.0');
    expect(Object.keys((await bad({ isAuditable: 'yes' })).modelState ?? {})).toContain('isAuditable');
    expect(Object.keys((await bad({ invoiceDateStart: '2026-13-01' })).modelState ?? {})).toContain(
      'invoiceDateStart',
    );
    const reversed = await bad({ loadDateStart: '2026-11-10', loadDateEnd: '2026-11-01' });
    expect(reversed.modelState?.loadDateStart).toEqual(['The load date start is after its end.']);
  });

  it('counts each view under the same filters', async () => {
    const c = await counts();
    expect(c).toEqual({ actionRequired: 4, draft: 6, received: 2, settled: 2, all: 11 });
    expect(c.all).toBe((await list()).totalCount);
    expect((await counts({ isAuditable: false })).draft).toBe(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(await counts({ invoiceDateStart: today, invoiceDateEnd: today })).toEqual({
      actionRequired: 1,
      draft: 1,
      received: 0,
      settled: 0,
      all: 1,
    });
  });
});

describe('access and company scoping (spec 2 §2)', () => {
  it('a factoring company sees the invoices factored to it only', async () => {
    const page = await list({ isAuditable: false }, factoring);
    expect(numbers(page).sort()).toEqual(['990003', '990010', '990012']);
    expect(page.items.every((i) => i.factoringCompany === 'Northwind Factoring')).toBe(true);
    await one('990001', factoring, 404);
  });

  it("another carrier's invoice is a 404, and its list is empty", async () => {
    expect((await list({}, other)).totalCount).toBe(0);
    const refused = await one('990001', other, 404);
    expect(refused).toMatchObject({ message: 'The invoice was not found.' });
    expect((await patch('990001', { invoiceId: 'x', externalInvoiceNumber: 'A' }, other)).status).toBe(404);
    // Payables invoice numbers are not third-party payer invoices, and the other way round.
    await one('880001', admin, 404);
    expect((await t.get('/api/v2/invoices?query=9900&status=0', admin)).status).toBe(200);
    const ap = await json<Page<{ invoiceNumber: string }>>(await t.get('/api/v2/invoices?query=9900', admin));
    expect(ap.totalCount).toBe(0);
  });

  it('a billing role with the carrier permission may; a driver may not (403)', async () => {
    expect((await list({}, dispatcher)).totalCount).toBeGreaterThan(0); // BillingInquiry
    expect((await t.get(base, driver)).status).toBe(403);
  });
});

describe('one invoice and its paperwork', () => {
  it('carries its charges, lane, load date and payer', async () => {
    const invoice = await one('990002');
    expect(invoice.charges.map((c) => c.description)).toEqual(['Line Haul', 'Fuel Surcharge', 'Detention']);
    expect(chargesTotal(invoice.charges)).toBeCloseTo(invoice.invoiceAmount, 2);
    expect(invoice.origin?.city).toBeTruthy();
    expect(invoice.destination?.state).toBeTruthy();
    expect(invoice.thirdPartyPayerName).toBe('Keystone Freight Audit');
    expect((await one('990004')).charges).toEqual([]);
  });

  it('its documents, required documents and notes are an invoice’s, for whoever may open it', async () => {
    const invoice = await one('990003');
    const required = await json<{ invoiceId: string | null; documentId: string | null }[]>(
      await t.get(`/api/v2/invoices/${invoice.id}/required_documents`, admin),
    );
    expect(required.some((slot) => slot.invoiceId === invoice.id)).toBe(true);
    expect(required).toHaveLength(invoice.numberOfRequiredDocuments);
    await json(await t.get(`/api/v2/invoices/${invoice.id}/documents`, factoring));
    await json(await t.get(`/api/v2/invoices/${invoice.id}/notes`, admin));
    expect((await t.get(`/api/v2/invoices/${invoice.id}/documents`, other)).status).toBe(404);
    // Accounting's own call does not answer it.
    expect((await t.get(`/api/v2/invoices/${invoice.id}`, admin)).status).toBe(404);
  });
});

describe('its own document is the third-party invoice document (spec 2 §3 upload variants)', () => {
  const pdf = async () => Buffer.from(await readFile(new URL('sample.pdf', seedFilesDir))).toString('base64');
  const upload = (body: Record<string, unknown>) => t.post('/api/v2/documents', body, admin);

  it('asks for a Third Party document, fills it from a thirdPartyInvoiceId upload and refuses the AP variant', async () => {
    await isolated(async () => {
      const invoice = await one('990003');
      const slotsOf = async () =>
        json<{ fileType: number; entityType: number; invoiceId: string | null; documentId: string | null }[]>(
          await t.get(`/api/v2/invoices/${invoice.id}/required_documents`, admin),
        );
      const own = (await slotsOf()).find((slot) => slot.invoiceId === invoice.id);
      expect(own).toMatchObject({ fileType: DocumentType.ThirdParty, entityType: EntityType.ThirdParty });

      const refused = await upload({
        name: 'ap.pdf',
        type: DocumentType.APInvoice,
        data: await pdf(),
        apInvoiceId: invoice.id,
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        modelState: { apInvoiceId: ['No invoice found for upload'] },
      });

      const added = await json<{ id: string; type: number; entityType: number }>(
        await upload({
          name: 'tpp.pdf',
          type: DocumentType.ThirdParty,
          data: await pdf(),
          thirdPartyInvoiceId: invoice.id,
        }),
        201,
      );
      expect(added).toMatchObject({ type: DocumentType.ThirdParty, entityType: EntityType.ThirdParty });
      expect((await slotsOf()).find((slot) => slot.invoiceId === invoice.id)?.documentId).toBe(added.id);
    });
  });
});

describe('Add Invoice (spec 2 §4, §5)', () => {
  it('saves the number and amount and takes the invoice out of Action Required', async () => {
    await isolated(async () => {
      const invoice = await one('990001');
      const saved = await json<ThirdPartyPayerInvoice>(
        await patch('990001', {
          invoiceId: invoice.id,
          externalInvoiceNumber: 'SWL-9001',
          externalInvoiceAmount: 2150,
        }),
      );
      expect(saved).toMatchObject({
        externalInvoiceNumber: 'SWL-9001',
        externalInvoiceAmount: 2150,
        actionRequired: false,
      });
      expect(numbers(await list({ actionRequired: true }))).not.toContain('990001');
      expect((await counts()).actionRequired).toBe(3);
    });
  });

  it('refuses a settled invoice and a load not yet delivered (409, the reason in the model state)', async () => {
    const settled = await one('990010');
    const locked = await json<{ message: string; modelState: Record<string, string[]> }>(
      await patch('990010', { invoiceId: settled.id, externalInvoiceNumber: 'X-1' }),
      409,
    );
    expect(locked.message).toBe(invoiceLockedMessage);
    expect(locked.modelState.invoice).toEqual([invoiceLockedMessage]);
    const moving = await one('990006');
    const waiting = await json<{ message: string }>(
      await patch('990006', { invoiceId: moving.id, externalInvoiceAmount: 1990 }),
      409,
    );
    expect(waiting.message).toBe(invoiceAwaitingDeliveryMessage);
  });

  it('refuses an empty form and a mismatched invoice id (400)', async () => {
    const invoice = await one('990002');
    const empty = await json<{ modelState: Record<string, string[]> }>(
      await patch('990002', { invoiceId: invoice.id }),
      400,
    );
    expect(Object.keys(empty.modelState)).toContain('externalInvoiceNumber');
    await json(await patch('990002', { invoiceId: 'someone-else', externalInvoiceNumber: 'A' }), 400);
    expect((await one('990002')).externalInvoiceNumber).toBeNull();
  });
});

import { InvoiceListFilter as L, InvoiceStatus as S } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';
import { scopeCondition } from './visibility.ts';

// Accounting's list total is read from kept counts (invoices/004, ADR 067) unless a search is asked. Every
// total the list answers, for a carrier, another carrier and a factoring company, in every list status,
// with and without the Paid view's window, must equal the invoices counted directly, after the seed and
// after inserts, updates (status, list status, factoring, voiding) and deletes. On a sandbox of its own:
// the writes would change the other invoice tests' counts.

let t: Awaited<ReturnType<typeof createTestSandbox>>;
const callers: { name: string; headers: Record<string, string>; companyId: string; companyType: string }[] =
  [];

const sql = async <T>(text: string, params: unknown[] = []) =>
  (await t.sandbox.services.db.query<T>(text, params)).rows;

beforeAll(async () => {
  t = await createTestSandbox();
  for (const name of ['carrierAdmin', 'otherCarrierAdmin', 'factoring'] as const) {
    const { email } = persona(name);
    const [company] = await sql<{ company_id: string; company_type: string }>(
      `SELECT k.company_id, c.company_type FROM users u JOIN contacts k ON k.id = u.contact_id
         JOIN companies c ON c.id = k.company_id WHERE u.user_name = $1`,
      [email],
    );
    callers.push({
      name,
      headers: (await t.signIn(email)).headers,
      companyId: company?.company_id ?? '',
      companyType: company?.company_type ?? '',
    });
  }
}, 120_000);
afterAll(async () => {
  await t.sandbox.close();
});

const day = 24 * 60 * 60 * 1000;
/** The windows asked: none, the Paid view's default (60 days), and one that holds every paid invoice. */
const windows = [undefined, new Date(Date.now() - 60 * day).toISOString(), '2000-01-01T00:00:00.000Z'];

/** Every (caller, status, window) whose answered total differs from the invoices counted directly. */
async function drift() {
  const wrong: string[] = [];
  for (const caller of callers)
    for (const status of [L.All, L.Uninvoiced, L.Invoiced, L.Paid, L.Pending])
      for (const paidFrom of windows) {
        const query = `status=${String(status)}&page=1&pageSize=5${paidFrom ? `&paidFrom=${encodeURIComponent(paidFrom)}` : ''}`;
        const response = await t.get(`/api/v2/invoices?${query}`, caller.headers);
        expect(response.status).toBe(200);
        const { totalCount } = (await response.json()) as { totalCount: number };
        const [counted] = await sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM invoices i WHERE ${scopeCondition} AND i.status <> $3
              AND ($4::int IS NULL OR i.list_status = $4) AND ($5::timestamptz IS NULL OR i.list_status <> $6
                   OR i.paid_at >= $5)`,
          [
            caller.companyId,
            caller.companyType,
            S.Voided,
            status === L.All ? null : status,
            paidFrom ?? null,
            L.Paid,
          ],
        );
        if (totalCount !== counted?.n)
          wrong.push(
            `${caller.name} ${query}: answered ${String(totalCount)}, counted ${String(counted?.n)}`,
          );
      }
  return wrong;
}

describe('Accounting’s kept counts', () => {
  it('answer every total as counted, through inserts, updates and deletes', async () => {
    // Every caller has invoices to count, and some in the Paid view's window.
    const [held] = await sql<{ own: number; factored: number; recent: number }>(
      `SELECT count(*) FILTER (WHERE company_id = $1)::int AS own,
              count(*) FILTER (WHERE factoring_company_id = $2)::int AS factored,
              count(*) FILTER (WHERE list_status = $3 AND paid_at >= now() - interval '60 days')::int AS recent
         FROM invoices`,
      [callers[0]?.companyId, callers[2]?.companyId, L.Paid],
    );
    expect(held?.own).toBeGreaterThan(0);
    expect(held?.factored).toBeGreaterThan(0);
    expect(held?.recent).toBeGreaterThan(0);
    expect(await drift()).toEqual([]);

    const [swiftline, iron, northwind] = callers.map((c) => c.companyId);
    // Copies of the carrier's invoices in every list status, some factored, some paid today.
    await sql(
      `INSERT INTO invoices (invoice_number, company_id, factoring_company_id, shipment_id, status, list_status,
                             invoice_amount, paid_at, created_at)
       SELECT 'KEPT-' || g, $1, CASE WHEN g % 3 = 0 THEN $2 END, i.shipment_id, g % 4, 1 + g % 4, 100,
              CASE WHEN 1 + g % 4 = $3 THEN now() - (g || ' days')::interval END, now()
         FROM generate_series(1, 40) g,
              (SELECT shipment_id FROM invoices WHERE company_id = $1 LIMIT 1) i`,
      [swiftline, northwind, L.Paid],
    );
    expect(await drift()).toEqual([]);
    // Moves between list statuses, voids, a change of factoring company and of carrier, an edit of nothing
    // counted, and deletes.
    await sql(
      `UPDATE invoices SET list_status = $1, paid_at = now() WHERE invoice_number IN ('KEPT-1', 'KEPT-4')`,
      [L.Paid],
    );
    await sql(`UPDATE invoices SET status = $1 WHERE invoice_number IN ('KEPT-2', 'KEPT-3', 'KEPT-6')`, [
      S.Voided,
    ]);
    await sql(`UPDATE invoices SET factoring_company_id = $1 WHERE invoice_number IN ('KEPT-5', 'KEPT-7')`, [
      northwind,
    ]);
    await sql(`UPDATE invoices SET factoring_company_id = NULL WHERE invoice_number = 'KEPT-9'`);
    await sql(`UPDATE invoices SET company_id = $1 WHERE invoice_number IN ('KEPT-10', 'KEPT-11')`, [iron]);
    await sql(`UPDATE invoices SET external_invoice_number = 'X' WHERE invoice_number LIKE 'KEPT-%'`);
    expect(await drift()).toEqual([]);
    await sql(`DELETE FROM invoices WHERE invoice_number IN ('KEPT-12', 'KEPT-15', 'KEPT-18', 'KEPT-2')`);
    expect(await drift()).toEqual([]);
    // A paid invoice whose payment leaves the window is no longer counted in it: the window is counted.
    await sql(`UPDATE invoices SET paid_at = now() - interval '90 days' WHERE invoice_number = 'KEPT-1'`);
    expect(await drift()).toEqual([]);
  }, 120_000);
});

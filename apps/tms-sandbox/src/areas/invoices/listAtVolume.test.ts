import type { InvoiceSummary } from '@freightkit/api';
import { InvoiceListFilter } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';
import { addVolumeShipments } from '../shipments/volume.ts';

// Accounting's list costs the same number of queries however many invoices the carrier has (issue 25:
// it was one per row, 33 queries a call at 300 shipments and 105 at 100,000). Measured as seeded and
// again after the volume seed added hundreds of shipments with their invoices, on a sandbox of its
// own (the added invoices would change the other invoice tests' counts).

let t: Awaited<ReturnType<typeof createTestSandbox>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
}, 120_000);
afterAll(async () => {
  await t.sandbox.close();
});

/** The app over the same services, with every statement sent to the database counted. */
function counting() {
  let queries = 0;
  const base = t.sandbox.services.db;
  const counted = new Proxy(base, {
    get(target, key, receiver) {
      if (key === 'query' || key === 'exec')
        return (...args: Parameters<typeof base.query>) => {
          queries += 1;
          return key === 'query' ? target.query(...args) : target.exec(args[0]);
        };
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { app: createApp({ ...t.sandbox.services, db: counted }), queries: () => queries };
}

const swiftlineInvoices = async () =>
  (
    await t.sandbox.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoices i JOIN companies c ON c.id = i.company_id
        WHERE c.name = 'Swiftline Carriers' AND i.third_party_payer IS NULL`,
    )
  ).rows[0]?.n ?? 0;

describe('Accounting’s list at volume', () => {
  it('costs the same number of queries a page with 25 invoices as with hundreds more', async () => {
    const { app, queries } = counting();
    /** The queries of one call of each view, and what the call answered. */
    const ask = async () => {
      const asked: Record<string, { queries: number; total: number; listed: number }> = {};
      for (const status of [InvoiceListFilter.All, InvoiceListFilter.Uninvoiced, InvoiceListFilter.Paid]) {
        const before = queries();
        const response = await app.request(`/api/v2/invoices?status=${String(status)}&page=1&pageSize=20`, {
          headers: admin,
        });
        const page = (await response.json()) as { items: InvoiceSummary[]; totalCount: number };
        expect(response.status).toBe(200);
        asked[status] = { queries: queries() - before, total: page.totalCount, listed: page.items.length };
      }
      return asked;
    };
    const seeded = await ask();
    const invoicesSeeded = await swiftlineInvoices();
    const held = (
      await t.sandbox.services.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM shipments s JOIN companies c ON c.id = s.company_id WHERE c.name = 'Swiftline Carriers'`,
      )
    ).rows[0]?.n;
    await addVolumeShipments(t.sandbox.services.db, 'Swiftline Carriers', (held ?? 0) + 900);
    // The volume seed invoices each delivered load: several hundred more invoices to list.
    expect(await swiftlineInvoices()).toBeGreaterThan(invoicesSeeded + 300);
    const large = await ask();
    for (const status of Object.keys(seeded)) {
      expect(large[status]?.total, `view ${status}`).toBeGreaterThan(seeded[status]?.total ?? 0);
      expect(large[status]?.listed, `view ${status}`).toBe(20);
      expect(large[status]?.queries, `view ${status}`).toBe(seeded[status]?.queries);
    }
    // The volume seed and its VACUUM take seconds while other test files share the cores.
  }, 60_000);
});

import type { ShipmentListItem, ShipmentListView } from '@freightkit/api';
import { shipmentViewStatuses } from '@freightkit/api';
import { ShipmentStatus as S, TenderOfferStatus as T } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

// The booking and tracking lists ask the two parts of a carrier's scope apart and put them together
// (ADR 063): its own shipments, and other companies' loads it holds by an accepted tender offer. The
// totals of an unfiltered list come from the counts migration 006 keeps. These tests compare every
// page, total and status count with the scope asked directly in SQL, so a part left out, a load of
// another company let in, a page cut before the two parts are merged, or a kept count drifting from
// the shipments all fail here.

let t: Awaited<ReturnType<typeof createTestSandbox>>;
let swiftline: Record<string, string>;
let ironHorse: Record<string, string>;
const company: Record<string, string> = {};

interface Page {
  items: ShipmentListItem[];
  totalCount: number;
}

const sql = <T>(text: string, params: unknown[] = []) =>
  t.sandbox.services.db.query<T>(text, params).then((r) => r.rows);

const json = async <T>(response: Response): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
};

const page = async (headers: Record<string, string>, query: string) =>
  json<Page>(await t.get(`/api/v2/shipments?${query}`, headers));

/**
 * Every shipment of a list, page after page of `size`, in the order the pages give them, and the
 * total every page reported (`NaN` when two pages disagreed).
 */
async function everyPage(headers: Record<string, string>, view: ShipmentListView, size: number, more = '') {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let n = 1; ; n++) {
    const p = await page(headers, `view=${view}&page=${String(n)}&pageSize=${String(size)}${more}`);
    totals.add(p.totalCount);
    ids.push(...p.items.map((i) => i.id));
    if (p.items.length < size) break;
  }
  return { ids, total: totals.size === 1 ? [...totals][0] : Number.NaN };
}

/**
 * What a company's list holds, asked directly: its own shipments and those it won by an accepted
 * tender, in the view's statuses, in the list's order (pickup, latest first, then number).
 */
const expected = async (companyId: string, view: ShipmentListView, statuses = shipmentViewStatuses[view]) =>
  (
    await sql<{ id: string }>(
      `SELECT s.id FROM shipments s
        WHERE (s.company_id = $1 OR s.id IN (SELECT shipment_id FROM tender_offers WHERE company_id = $1 AND status = $2))
          AND s.status = ANY($3::int[])
        ORDER BY s.pickup_early DESC NULLS LAST, s.shipment_number`,
      [companyId, T.Accepted, statuses],
    )
  ).map((r) => r.id);

/** A shipment of the broker's in `status`, the `skip`th by number. */
async function brokerLoad(status: number, skip = 0): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `SELECT id FROM shipments WHERE company_id = $1 AND status = $2 ORDER BY shipment_number OFFSET $3 LIMIT 1`,
    [company['summit'], status, skip],
  );
  if (!row) throw new Error(`The broker has no shipment in status ${String(status)}.`);
  return row.id;
}

const tender = (shipmentId: string, companyId: string | undefined, status: number) =>
  sql(`INSERT INTO tender_offers (company_id, shipment_id, status, answered_at) VALUES ($1, $2, $3, now())`, [
    companyId,
    shipmentId,
    status,
  ]);

/** Loads Swiftline won (accepted) or was only offered (sent), and a load another carrier won. */
const loads: Record<'wonLatest' | 'wonMiddle' | 'wonBooking' | 'offered' | 'theirs', string> = {
  wonLatest: '',
  wonMiddle: '',
  wonBooking: '',
  offered: '',
  theirs: '',
};

beforeAll(async () => {
  t = await createTestSandbox();
  for (const row of await sql<{ id: string; name: string }>('SELECT id, name FROM companies'))
    company[row.name.split(' ')[0]?.toLowerCase() ?? ''] = row.id;
  swiftline = (await t.signIn(persona('carrierAdmin').email)).headers;
  ironHorse = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
  loads.wonLatest = await brokerLoad(S.InTransit);
  loads.wonMiddle = await brokerLoad(S.Delivered);
  loads.wonBooking = await brokerLoad(S.Booked);
  loads.offered = await brokerLoad(S.Dispatched);
  loads.theirs = await brokerLoad(S.AtStop);
  await tender(loads.wonLatest, company['swiftline'], T.Accepted);
  await tender(loads.wonMiddle, company['swiftline'], T.Accepted);
  await tender(loads.wonBooking, company['swiftline'], T.Accepted);
  await tender(loads.offered, company['swiftline'], T.Sent);
  await tender(loads.theirs, company['iron'], T.Accepted);
  // One won load picks up after every other load (the first page's top), one in the middle of the list.
  await sql(
    `UPDATE shipment_stops SET early = now() + interval '400 days', late = now() + interval '401 days'
              WHERE shipment_id = $1 AND sequence = 1`,
    [loads.wonLatest],
  );
  const [middle] = await sql<{ early: Date }>(
    `SELECT pickup_early AS early FROM shipments WHERE company_id = $1 AND status = ANY($2::int[])
      ORDER BY pickup_early DESC NULLS LAST, shipment_number OFFSET 11 LIMIT 1`,
    [company['swiftline'], shipmentViewStatuses.tracking],
  );
  await sql(`UPDATE shipment_stops SET early = $2 WHERE shipment_id = $1 AND sequence = 1`, [
    loads.wonMiddle,
    middle?.early,
  ]);
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('the lists’ scope, asked as two parts (ADR 063)', () => {
  it.each(['tracking', 'booking'] as const)(
    'lists the %s view’s own and won loads in pickup order on every page, and only those',
    async (view) => {
      const want = await expected(company['swiftline'] ?? '', view);
      // Pages of 7 cut the list at many places, so a won load must land on the right page, at the right row.
      for (const size of [7, 50]) {
        const got = await everyPage(swiftline, view, size);
        expect(got.ids).toEqual(want);
        expect(got.total).toBe(want.length);
      }
      const won =
        view === 'tracking' ? [loads.wonLatest, loads.wonMiddle, loads.wonBooking] : [loads.wonBooking];
      expect(want).toEqual(expect.arrayContaining(won));
      expect(want).not.toContain(loads.offered);
      expect(want).not.toContain(loads.theirs);
      if (view === 'tracking') expect(want[0]).toBe(loads.wonLatest);
    },
  );

  it('counts each status and filters a status over both parts', async () => {
    const counts = await json<{ items: { status: { value: number }; count: number }[] }>(
      await t.get('/api/v2/shipments/status_counts?view=tracking', swiftline),
    );
    for (const item of counts.items) {
      const want = await expected(company['swiftline'] ?? '', 'tracking', [item.status.value as S]);
      expect(item.count, `status ${String(item.status.value)}`).toBe(want.length);
      const filtered = await everyPage(swiftline, 'tracking', 50, `&status=${String(item.status.value)}`);
      expect(filtered.ids).toEqual(want);
      expect(filtered.total).toBe(want.length);
    }
    const total = await json<{ count: number }>(
      await t.get('/api/v2/shipments/total_count?view=tracking', swiftline),
    );
    expect(total.count).toBe((await expected(company['swiftline'] ?? '', 'tracking')).length);
  });

  it('never lists a load another carrier won, nor the loads of the carrier that won one of its own', async () => {
    const theirs = await everyPage(ironHorse, 'tracking', 50);
    expect(theirs.ids).toEqual(await expected(company['iron'] ?? '', 'tracking'));
    expect(theirs.ids).toContain(loads.theirs);
    expect(theirs.ids).not.toContain(loads.wonLatest);
    const ours = new Set((await everyPage(swiftline, 'tracking', 50)).ids);
    expect(theirs.ids.filter((id) => ours.has(id))).toEqual([]);
  });

  it('keeps the counts of each company’s statuses equal to its shipments through inserts, updates and deletes', async () => {
    const drift = () =>
      sql<{ company_id: string; status: number }>(
        `SELECT coalesce(k.company_id, s.company_id) AS company_id, coalesce(k.status, s.status) AS status
           FROM (SELECT company_id, status, count(*)::int AS n FROM shipments GROUP BY company_id, status) s
           FULL JOIN (SELECT * FROM shipment_status_counts WHERE shipments <> 0) k
             ON k.company_id = s.company_id AND k.status = s.status
          WHERE k.shipments IS DISTINCT FROM s.n`,
      );
    expect(await drift()).toEqual([]);
    // A booking through the tender API moves a load's status, as the carriers' writers do.
    const [sent] = await sql<{ id: string; shipment_id: string }>(
      `SELECT id, shipment_id FROM tender_offers WHERE company_id = $1 AND status = $2 AND shipment_id <> $3
        ORDER BY sent_at LIMIT 1`,
      [company['swiftline'], T.Sent, loads.offered],
    );
    const answered = await t.app.request(`/api/v2/tenders/${sent?.id ?? ''}/offers`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...swiftline },
      body: JSON.stringify({ status: T.Accepted }),
    });
    expect(answered.status, await answered.text()).toBe(200);
    expect(await drift()).toEqual([]);
    expect(await expected(company['swiftline'] ?? '', 'tracking')).toContain(sent?.shipment_id);
    await sql(
      `INSERT INTO shipments (company_id, shipment_number, status) SELECT $1, 'SCOPE-' || g, 1 + g % 8 FROM generate_series(1, 9) g`,
      [company['swiftline']],
    );
    await sql(`UPDATE shipments SET status = $1 WHERE shipment_number LIKE 'SCOPE-%' AND status < 4`, [
      S.Delivered,
    ]);
    await sql(`UPDATE shipments SET company_id = $1 WHERE shipment_number = 'SCOPE-5'`, [company['iron']]);
    await sql(`DELETE FROM shipments WHERE shipment_number IN ('SCOPE-1', 'SCOPE-8')`);
    expect(await drift()).toEqual([]);
    const got = await everyPage(swiftline, 'tracking', 50);
    expect(got.total).toBe((await expected(company['swiftline'] ?? '', 'tracking')).length);
  });
});

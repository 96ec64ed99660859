import { shipmentViewStatuses, type ShipmentListItem } from '@freightkit/api';
import { ShipmentStatus as S } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';
import type { Caller } from '../../http/context.ts';
import { listFrom, listPageSql } from './lists.ts';

// A list row's stop count, origin and destination come from what the stops' triggers keep on the shipment
// (migration 008, ADR 069), no longer from its stops. Every row of both lists must show what its stops say
// now, computed directly here, after the seed and after stops are inserted, updated (place, time, time zone,
// order) and deleted, down to none. On a sandbox of its own: the edits would change other tests' lists.

let t: Awaited<ReturnType<typeof createTestSandbox>>;
let admin: Record<string, string>;
let swiftlineId: string;
let caller: Caller;

const sql = <T>(text: string, params: unknown[] = []) =>
  t.sandbox.services.db.query<T>(text, params).then((r) => r.rows);

interface Place {
  city: string;
  state: string;
  postalCode: string;
  early: string;
  ianaTimezone: string;
}

/** What a listed shipment without stops shows as its origin and destination (the contract needs a place). */
const noPlace: Place = {
  city: '',
  state: '',
  postalCode: '',
  early: new Date(0).toISOString(),
  ianaTimezone: 'UTC',
};

/** Every row of the booking and tracking lists, by id, as the API answers them. */
async function listed(): Promise<Map<string, ShipmentListItem>> {
  const rows = new Map<string, ShipmentListItem>();
  for (const view of ['booking', 'tracking']) {
    const response = await t.get(`/api/v2/shipments?view=${view}&page=1&pageSize=500`, admin);
    const body = (await response.json()) as { items: ShipmentListItem[]; totalCount: number };
    expect(response.status).toBe(200);
    expect(body.items.length).toBe(body.totalCount);
    for (const item of body.items) rows.set(item.id, item);
  }
  return rows;
}

/** Each Swiftline shipment's stop count, first and last stop, read from its stops (not from what is kept). */
async function fromStops(): Promise<Map<string, { stopCount: number; origin: Place; destination: Place }>> {
  const stops = await sql<{
    shipment_id: string;
    city: string;
    state: string;
    postal_code: string;
    early: Date;
    iana_timezone: string;
  }>(
    `SELECT st.shipment_id, st.city, st.state, st.postal_code, st.early, st.iana_timezone
       FROM shipment_stops st JOIN shipments s ON s.id = st.shipment_id
      WHERE s.company_id = $1 ORDER BY st.shipment_id, st.sequence`,
    [swiftlineId],
  );
  const bySequence = new Map<string, Place[]>();
  for (const stop of stops) {
    const place = {
      city: stop.city,
      state: stop.state,
      postalCode: stop.postal_code,
      early: stop.early.toISOString(),
      ianaTimezone: stop.iana_timezone,
    };
    bySequence.set(stop.shipment_id, [...(bySequence.get(stop.shipment_id) ?? []), place]);
  }
  const shipments = await sql<{ id: string }>('SELECT id FROM shipments WHERE company_id = $1', [
    swiftlineId,
  ]);
  return new Map(
    shipments.map(({ id }) => {
      const places = bySequence.get(id) ?? [];
      return [
        id,
        {
          stopCount: places.length,
          origin: places[0] ?? noPlace,
          destination: places[places.length - 1] ?? noPlace,
        },
      ];
    }),
  );
}

/** The listed rows whose stop count, origin or destination differ from their stops (none, when kept right). */
async function drift(): Promise<{ rows: number; wrong: string[] }> {
  const [rows, direct] = await Promise.all([listed(), fromStops()]);
  const wrong: string[] = [];
  for (const [id, item] of rows) {
    const expected = direct.get(id);
    const shown = { stopCount: item.stopCount, origin: item.origin, destination: item.destination };
    if (JSON.stringify(shown) !== JSON.stringify(expected))
      wrong.push(
        `${item.shipmentNumber}: listed ${JSON.stringify(shown)}, stops ${JSON.stringify(expected)}`,
      );
  }
  return { rows: rows.size, wrong };
}

/** A listed Swiftline shipment in `status` with two stops or more. */
async function shipment(status: number, skip = 0): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `SELECT s.id FROM shipments s WHERE s.company_id = $1 AND s.status = $2
       AND (SELECT count(*) FROM shipment_stops WHERE shipment_id = s.id) >= 2
     ORDER BY s.shipment_number OFFSET $3 LIMIT 1`,
    [swiftlineId, status, skip],
  );
  if (!row) throw new Error(`no shipment in status ${status}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestSandbox();
  const signedIn = await t.signIn(persona('carrierAdmin').email);
  admin = signedIn.headers;
  swiftlineId = String(signedIn.user.companyId);
  caller = {
    ...signedIn.user,
    id: String(signedIn.user.id),
    userId: String(signedIn.user.id),
    contactId: '',
    companyId: swiftlineId,
    companyType: 'Carrier',
  } as Caller;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('a list row’s stops, kept on the shipment (ADR 069)', () => {
  it('shows every seeded row’s stop count, origin and destination as its stops say', async () => {
    const { rows, wrong } = await drift();
    expect(rows).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
    // The seed has loads of more than two stops, so the count is not always 2.
    const [counts] = await sql<{ kinds: number }>(
      'SELECT count(DISTINCT stop_count)::int AS kinds FROM shipments WHERE company_id = $1',
      [swiftlineId],
    );
    expect(counts?.kinds).toBeGreaterThan(1);
  });

  it('follows stops inserted, updated and deleted, down to none', async () => {
    const booked = await shipment(S.Booked);
    const moving = await shipment(S.InTransit);
    const both = [booked, moving];

    // A stop added after the last of each: more stops, a new destination with its own time and zone.
    await sql(
      `INSERT INTO shipment_stops (shipment_id, sequence, stop_type, city, state, postal_code, iana_timezone, early, late)
       SELECT shipment_id, max(sequence) + 1, 'Receiving', 'Quartzsite', 'AZ', '85346', 'America/Phoenix',
              '2026-12-24T15:00:00Z', '2026-12-24T18:00:00Z'
         FROM shipment_stops WHERE shipment_id = ANY($1::text[]) GROUP BY shipment_id`,
      [both],
    );
    expect((await drift()).wrong).toEqual([]);

    // The first stop's time zone and time, and the last stop's time, changed in one statement.
    await sql(
      `UPDATE shipment_stops st SET iana_timezone = 'America/Denver', early = early - interval '1 hour'
        WHERE st.shipment_id = ANY($1::text[])
          AND st.sequence IN ((SELECT min(sequence) FROM shipment_stops WHERE shipment_id = st.shipment_id),
                              (SELECT max(sequence) FROM shipment_stops WHERE shipment_id = st.shipment_id))`,
      [both],
    );
    expect((await drift()).wrong).toEqual([]);

    // The order turned around: the last stop is the first now, and the first the last.
    await sql(`UPDATE shipment_stops SET sequence = -sequence WHERE shipment_id = $1`, [booked]);
    expect((await drift()).wrong).toEqual([]);

    // The added stop deleted, then the first; then every stop of one: no origin, no destination, no stops.
    await sql(`DELETE FROM shipment_stops WHERE shipment_id = ANY($1::text[]) AND city = 'Quartzsite'`, [
      both,
    ]);
    expect((await drift()).wrong).toEqual([]);
    await sql(
      `DELETE FROM shipment_stops st WHERE st.shipment_id = $1
          AND st.sequence = (SELECT min(sequence) FROM shipment_stops WHERE shipment_id = $1)`,
      [moving],
    );
    expect((await drift()).wrong).toEqual([]);
    await sql(`DELETE FROM shipment_stops WHERE shipment_id = $1`, [moving]);
    const { wrong } = await drift();
    expect(wrong).toEqual([]);
    const row = (await listed()).get(moving);
    expect(row).toMatchObject({ stopCount: 0, origin: noPlace, destination: noPlace });
  });

  it('walks the booking view’s own index in the page’s generic plan, which holds exactly the view’s loads', async () => {
    // The index's statuses are the contract's booking view: were the view to change, the index would be wrong.
    const [index] = await sql<{ definition: string }>(
      `SELECT pg_get_expr(i.indpred, i.indrelid) AS definition FROM pg_index i
        WHERE i.indexrelid = 'shipments_booking_order'::regclass`,
    );
    const statuses = [...(index?.definition ?? '').matchAll(/\d+/g)].map(Number);
    expect(statuses).toEqual([...shipmentViewStatuses.booking]);

    // The statement as the route prepares it, planned for any parameters (as a prepared statement's plan
    // is, once reused): the view's statuses are in its text, so the planner can prove the index holds them.
    const from = listFrom(caller, { view: 'booking' });
    const plan = await t.sandbox.services.db.transaction(async (tx) => {
      await tx.query(`PREPARE booking_page AS ${listPageSql(from)}`);
      await tx.query(`SET LOCAL plan_cache_mode = force_generic_plan`);
      // The seeded table is small enough to read whole: only the choice between the indexes is asked.
      await tx.query(`SET LOCAL enable_seqscan = off`);
      await tx.query(`SET LOCAL enable_bitmapscan = off`);
      const values = [...from.params, 50, 0].map((v) =>
        typeof v === 'number' ? String(v) : `'${String(v)}'`,
      );
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN EXECUTE booking_page(${values.join(', ')})`,
      );
      await tx.query('DEALLOCATE booking_page');
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('shipments_booking_order');
    expect(plan).not.toContain('shipments_company_pickup');
  });
});

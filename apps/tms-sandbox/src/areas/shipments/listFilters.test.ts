import type { ShipmentListItem, ShipmentStopDetail } from '@freightkit/api';
import { ShipmentStatus as S } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

// What the stops' triggers keep on the shipment for the list filters (migration 005, ADR 056): the
// first and last stops' places and the lateness (and 008's stop count, times and time zones, ADR 069). Each test edits stops the way the sandbox's writers
// do and reads the lists and counts back, so it fails when a trigger does not follow an edit.

let t: Awaited<ReturnType<typeof createTestSandbox>>;
let admin: Record<string, string>;
let swiftlineId: string;

interface Page {
  items: ShipmentListItem[];
  totalCount: number;
}

const send = (method: string, path: string, body: unknown) =>
  t.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...admin },
    body: JSON.stringify(body),
  });

const json = async <T>(response: Response, status = 200): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};

const ids = async (query: string) =>
  (await json<Page>(await t.get(`/api/v2/shipments?${query}&pageSize=500`, admin))).items.map((i) => i.id);

const sql = <T>(text: string, params: unknown[] = []) =>
  t.sandbox.services.db.query<T>(text, params).then((r) => r.rows);

/** A Swiftline shipment in `status` with two stops or more, by number. */
async function shipment(status: number, skip = 0): Promise<{ id: string; number: string }> {
  const [row] = await sql<{ id: string; number: string }>(
    `SELECT s.id, s.shipment_number AS number FROM shipments s WHERE s.company_id = $1 AND s.status = $2
       AND (SELECT count(*) FROM shipment_stops WHERE shipment_id = s.id) >= 2
     ORDER BY s.shipment_number OFFSET $3 LIMIT 1`,
    [swiftlineId, status, skip],
  );
  if (!row) throw new Error(`no shipment in status ${status}`);
  return row;
}

/** Shipments whose kept columns differ from what their stops say now (none, when the triggers work). */
const drifted = async () =>
  (
    await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM shipments s
         LEFT JOIN LATERAL (SELECT * FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence LIMIT 1) o ON true
         LEFT JOIN LATERAL (SELECT * FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence DESC LIMIT 1) d ON true
        WHERE (s.pickup_early, s.origin_city, s.origin_state, s.origin_postal_code, s.origin_timezone,
               s.destination_early, s.destination_city, s.destination_state, s.destination_postal_code,
               s.destination_timezone)
              IS DISTINCT FROM (o.early, o.city, o.state, o.postal_code, o.iana_timezone,
                                d.early, d.city, d.state, d.postal_code, d.iana_timezone)
           OR s.stop_count <> (SELECT count(*) FROM shipment_stops WHERE shipment_id = s.id)
           OR s.late_arrival <> EXISTS (SELECT 1 FROM shipment_stops WHERE shipment_id = s.id AND arrival > late)
           OR s.open_late IS DISTINCT FROM
                (SELECT min(late) FROM shipment_stops WHERE shipment_id = s.id AND arrival IS NULL)`,
    )
  )[0]?.n;

beforeAll(async () => {
  t = await createTestSandbox();
  const signedIn = await t.signIn(persona('carrierAdmin').email);
  admin = signedIn.headers;
  swiftlineId = String(signedIn.user.companyId);
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('the list filters kept on the shipment (ADR 056)', () => {
  it('keeps every seeded shipment’s places, pickup and lateness as its stops say', async () => {
    expect(await drifted()).toBe(0);
    const [kept] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM shipments WHERE origin_city IS NOT NULL AND destination_city IS NOT NULL`,
    );
    expect(kept?.n).toBeGreaterThan(100);
  });

  it('finds a load by origin and destination after its stops change, are added and removed', async () => {
    const { id } = await shipment(S.InTransit);
    await sql(`UPDATE shipment_stops SET city = 'Zzyzx' WHERE shipment_id = $1 AND sequence = 1`, [id]);
    expect(await ids('view=tracking&origin=zZYz')).toEqual([id]);
    expect(await ids('view=tracking&destination=zzyzx')).toEqual([]);
    await sql(
      `UPDATE shipment_stops SET postal_code = 'Q7W8E' WHERE shipment_id = $1
          AND sequence = (SELECT max(sequence) FROM shipment_stops WHERE shipment_id = $1)`,
      [id],
    );
    expect(await ids('view=tracking&destination=7w8')).toEqual([id]);

    // A stop added after the last is the destination now; removed again, the one before it is.
    await sql(
      `INSERT INTO shipment_stops (shipment_id, sequence, stop_type, city, state, postal_code, early, late)
       SELECT $1, max(sequence) + 1, 'Receiving', 'Quartzsite', 'AZ', '85346', now() + interval '9 days',
              now() + interval '10 days' FROM shipment_stops WHERE shipment_id = $1`,
      [id],
    );
    expect(await ids('view=tracking&destination=Quartzsite')).toEqual([id]);
    expect(await ids('view=tracking&destination=7w8')).toEqual([]);
    await sql(`DELETE FROM shipment_stops WHERE shipment_id = $1 AND city = 'Quartzsite'`, [id]);
    expect(await ids('view=tracking&destination=Quartzsite')).toEqual([]);
    expect(await ids('view=tracking&destination=7w8')).toEqual([id]);

    // The first stop removed: the next one is the origin.
    await sql(`DELETE FROM shipment_stops WHERE shipment_id = $1 AND sequence = 1`, [id]);
    expect(await ids('view=tracking&origin=zzyzx')).toEqual([]);
    expect(await drifted()).toBe(0);
  });

  it('counts a moving load late when a stop’s late time passes or it arrives late, on time otherwise', async () => {
    const { id, number } = await shipment(S.InTransit, 1);
    // Every stop ahead and not reached: on time.
    await sql(
      `UPDATE shipment_stops SET iana_timezone = 'UTC', arrival = NULL, departure = NULL,
              early = now() + sequence * interval '1 day', late = now() + sequence * interval '1 day' + interval '2 hours'
        WHERE shipment_id = $1`,
      [id],
    );
    const counts = async () =>
      json<{ onTime: number; late: number }>(
        await t.get('/api/v2/shipments/on_time_counts?view=tracking', admin),
      );
    const isLate = async () =>
      (await json<Page>(await t.get(`/api/v2/shipments?view=tracking&query=${number}`, admin))).items.find(
        (i) => i.id === id,
      )?.isLate;
    const before = await counts();
    expect(await isLate()).toBe(false);

    // The first stop's window moved into the past, not reached: late.
    await sql(
      `UPDATE shipment_stops SET early = '2026-01-10T10:00:00Z', late = '2026-01-10T12:00:00Z'
        WHERE shipment_id = $1 AND sequence = (SELECT min(sequence) FROM shipment_stops WHERE shipment_id = $1)`,
      [id],
    );
    expect(await isLate()).toBe(true);
    expect(await counts()).toEqual({ onTime: before.onTime - 1, late: before.late + 1 });
    expect(await ids('view=tracking&onTime=late')).toContain(id);

    // Its arrival recorded within the window (through the API): on time again, the next stop is ahead.
    const [stop] = await json<ShipmentStopDetail[]>(await t.get(`/api/v2/shipments/${id}/stops`, admin));
    const path = `/api/v2/shipments/${id}/stops/${stop?.shipmentStopId ?? ''}/arrival_departure`;
    await json(await send('PATCH', path, { arrival: { date: '2026-01-10', hour: 11, minute: 30 } }));
    expect(await isLate()).toBe(false);
    expect(await counts()).toEqual(before);
    expect(await ids('view=tracking&onTime=onTime')).toContain(id);

    // Recorded after the late time instead: late, and it stays late once delivered.
    await json(await send('PATCH', path, { arrival: { date: '2026-01-10', hour: 13, minute: 5 } }));
    expect(await isLate()).toBe(true);
    expect(await counts()).toEqual({ onTime: before.onTime - 1, late: before.late + 1 });
    await sql(`UPDATE shipments SET status = $2 WHERE id = $1`, [id, S.Delivered]);
    expect(await isLate()).toBe(true);
    expect(await drifted()).toBe(0);
  });

  it('finds a shipment or pro number by any piece of it, in any case, with %, _ and \\ as themselves', async () => {
    const { id, number } = await shipment(S.Dispatched);
    await json(
      await send('PATCH', `/api/v2/shipments/${id}/shipping_pro_number`, { value: 'PRO-Ab%Xy\\z-77' }),
    );
    const found = (query: string) => ids(`view=tracking&query=${encodeURIComponent(query)}`);
    expect(await found('b%x')).toEqual([id]);
    expect(await found('AB%XY\\Z-77')).toEqual([id]);
    expect(await found('y\\z')).toEqual([id]);
    expect(await found('Ab')).toContain(id);
    expect(await found('b_x')).toEqual([]);
    expect(await found('b%xq')).toEqual([]);
    // A piece from the middle of the shipment number, and the whole of it.
    expect(await found(number.slice(1, 4))).toContain(id);
    expect(await found(number)).toContain(id);
  });
});

import type { ShipmentFilterSet, ShipmentListItem, ShipmentStopDetail, Driver } from '@freightkit/api';
import { listPageSize, ShipmentStatus as S } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';
import { generatedShipmentCount } from './seed-detail.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let admin: Record<string, string>;
let dispatcher: Record<string, string>;
let driver: Record<string, string>;
let other: Record<string, string>;
let swiftlineId: string;

interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

const json = async <T>(response: Response, status = 200): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};

const list = async (query: string, headers = admin) =>
  json<Page<ShipmentListItem>>(await t.get(`/api/v2/shipments?${query}`, headers));

async function shipmentWithStatus(status: number): Promise<string> {
  const { rows } = await t.sandbox.services.db.query<{ id: string }>(
    `SELECT s.id FROM shipments s WHERE s.company_id = $1 AND s.status = $2
       AND (SELECT count(*) FROM shipment_stops WHERE shipment_id = s.id) >= 2
     ORDER BY s.shipment_number LIMIT 1`,
    [swiftlineId, status],
  );
  if (!rows[0]) throw new Error(`no shipment in status ${status}`);
  return rows[0].id;
}

beforeAll(async () => {
  t = await createTestSandbox();
  const signedIn = await t.signIn(persona('carrierAdmin').email);
  admin = signedIn.headers;
  swiftlineId = String(signedIn.user.companyId);
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
  other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('seeded dates', () => {
  it('agree with each load’s status, relative to today', async () => {
    const { rows } = await t.sandbox.services.db.query<{
      status: number;
      pickup: Date;
      arrived_later: boolean;
      future_arrival: boolean;
    }>(
      `SELECT s.status, min(st.early) AS pickup,
              coalesce(bool_or(st.arrival > now()), false) AS future_arrival,
              coalesce(bool_or(st.arrival IS NOT NULL AND EXISTS (
                SELECT 1 FROM shipment_stops p WHERE p.shipment_id = s.id AND p.sequence < st.sequence
                   AND (p.arrival > st.arrival OR p.departure > st.arrival))), false) AS arrived_later
         FROM shipments s JOIN shipment_stops st ON st.shipment_id = s.id GROUP BY s.id, s.status`,
    );
    const now = Date.now();
    for (const row of rows) {
      const label = `a ${String(row.status)} load picked up ${row.pickup.toISOString()}`;
      // Nothing recorded in the future, and stops reached in order.
      expect(row.future_arrival, label).toBe(false);
      expect(row.arrived_later, label).toBe(false);
      if (row.status >= S.Draft && row.status <= S.Booked)
        expect(row.pickup.getTime(), label).toBeGreaterThan(now);
      if (row.status >= S.InTransit) expect(row.pickup.getTime(), label).toBeLessThan(now);
    }
  });
});

describe('shipment lists', () => {
  it('pages the tracking view by the domain page size with a total count', async () => {
    const first = await list('view=tracking');
    expect(first.pageSize).toBe(listPageSize);
    expect(first.items).toHaveLength(listPageSize);
    expect(first.totalCount).toBeGreaterThan(generatedShipmentCount / 2);
    const trackingStatuses: number[] = [
      S.Booked,
      S.Dispatched,
      S.InTransit,
      S.AtStop,
      S.Delivered,
      S.DeliveryConfirmed,
    ];
    expect(first.items.every((i) => trackingStatuses.includes(i.status.value))).toBe(true);
    const second = await list('view=tracking&page=2');
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    const count = await json<{ count: number }>(
      await t.get('/api/v2/shipments/total_count?view=tracking', admin),
    );
    expect(count.count).toBe(first.totalCount);
    const beyond = await list('view=tracking&page=999');
    expect(beyond.items).toEqual([]);
    expect(beyond.totalCount).toBe(first.totalCount);
  });

  it('orders by pickup, latest first, and follows a first stop whose time changes (ADR 054)', async () => {
    const first = await list('view=tracking');
    const pickups = first.items.map((i) => Date.parse(i.origin.early));
    expect(pickups).toEqual([...pickups].sort((a, b) => b - a));
    // Moving a load's first stop a year ahead brings it to the top of its view, through the trigger
    // that keeps the pickup on the shipment.
    const id = await shipmentWithStatus(S.Delivered);
    await t.sandbox.services.db.query(
      `UPDATE shipment_stops SET early = now() + interval '365 days', late = now() + interval '366 days'
        WHERE shipment_id = $1 AND sequence = 1`,
      [id],
    );
    expect((await list('view=tracking')).items[0]?.id).toBe(id);
    // Another stop put before it (its early time is the earlier one) is the pickup now.
    await t.sandbox.services.db.query(
      `UPDATE shipment_stops SET sequence = 0 WHERE shipment_id = $1 AND sequence = (
         SELECT max(sequence) FROM shipment_stops WHERE shipment_id = $1)`,
      [id],
    );
    const { rows } = await t.sandbox.services.db.query<{ same: boolean }>(
      `SELECT s.pickup_early = (SELECT early FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence LIMIT 1) AS same
         FROM shipments s WHERE s.id = $1`,
      [id],
    );
    expect(rows[0]?.same).toBe(true);
    expect((await list('view=tracking')).items[0]?.id).not.toBe(id);
  });

  it('filters by statuses, origin, destination, pickup dates and query', async () => {
    const inTransit = await list(`view=tracking&status=${S.InTransit}&status=${S.AtStop}`);
    expect(inTransit.totalCount).toBeGreaterThan(0);
    expect(inTransit.items.every((i) => i.status.value === S.InTransit || i.status.value === S.AtStop)).toBe(
      true,
    );
    const fromChicago = await list('view=tracking&origin=chicago&pageSize=500');
    expect(fromChicago.totalCount).toBeGreaterThan(0);
    expect(fromChicago.items.every((i) => i.origin.city === 'Chicago')).toBe(true);
    const toTx = await list('view=booking&destination=TX&pageSize=500');
    expect(toTx.items.every((i) => i.destination.state === 'TX')).toBe(true);
    const dated = await list('view=tracking&pickupFrom=2026-11-20&pickupTo=2026-11-25&pageSize=500');
    expect(dated.totalCount).toBeGreaterThan(0);
    for (const item of dated.items) {
      expect(item.origin.early >= '2026-11-20').toBe(true);
      expect(item.origin.early < '2026-11-26').toBe(true);
    }
    const one = await list('view=tracking&query=100017');
    expect(one.items.map((i) => i.shipmentNumber)).toEqual(['100017']);
    expect(one.items[0]?.origin.ianaTimezone).toMatch(/\//);
  });

  it('counts per status of the view and on-time / late', async () => {
    const counts = await json<{ items: { status: { value: number }; count: number }[] }>(
      await t.get(`/api/v2/shipments/status_counts?view=booking&status=${S.Booked}`, admin),
    );
    expect(counts.items.map((c) => c.status.value)).toEqual([S.ReadyToBook, S.Tendering, S.Booked]);
    for (const c of counts.items) {
      expect(c.count).toBe((await list(`view=booking&status=${c.status.value}`)).totalCount);
    }
    const onTime = await json<{ onTime: number; late: number }>(
      await t.get('/api/v2/shipments/on_time_counts?view=tracking', admin),
    );
    expect(onTime.late).toBeGreaterThan(0);
    expect(onTime.onTime).toBeGreaterThan(0);
    const moving = await list(
      `view=tracking&status=${S.Dispatched}&status=${S.InTransit}&status=${S.AtStop}&status=${S.Delivered}&status=${S.DeliveryConfirmed}&pageSize=1000`,
    );
    expect(onTime.onTime + onTime.late).toBe(moving.totalCount);
    expect(moving.items.filter((i) => i.isLate)).toHaveLength(onTime.late);
    // Each on-time box filters the list to what it counts; the counts ignore that filter themselves.
    const late = await list('view=tracking&onTime=late&pageSize=1000');
    expect(late.totalCount).toBe(onTime.late);
    expect(late.items.every((i) => i.isLate && i.status.value >= S.Dispatched)).toBe(true);
    const onTimeRows = await list('view=tracking&onTime=onTime&pageSize=1000');
    expect(onTimeRows.totalCount).toBe(onTime.onTime);
    expect(onTimeRows.items.some((i) => i.isLate)).toBe(false);
    expect(
      await json(await t.get('/api/v2/shipments/on_time_counts?view=tracking&onTime=late', admin)),
    ).toEqual(onTime);
    await json(await t.get('/api/v2/shipments?view=tracking&onTime=early', admin), 400);
  });

  it('shows a driver-only user only the loads they are assigned to', async () => {
    const mine = await list('view=tracking&pageSize=1000', driver);
    const all = await list('view=tracking&pageSize=1000');
    expect(mine.totalCount).toBeGreaterThan(0);
    expect(mine.totalCount).toBeLessThan(all.totalCount);
    const { rows } = await t.sandbox.services.db.query<{ id: string }>(
      `SELECT s.id FROM shipments s JOIN users u ON u.id = s.driver_user_id JOIN contacts c ON c.id = u.contact_id
        WHERE lower(u.user_name) = lower($1)`,
      [persona('driver').email],
    );
    const assigned = new Set(rows.map((r) => r.id));
    expect(mine.items.every((i) => assigned.has(i.id))).toBe(true);
    const notMine = all.items.find((i) => !assigned.has(i.id));
    expect((await t.get(`/api/v2/shipments/${notMine?.id ?? ''}/stops`, driver)).status).toBe(404);
  });

  it('never lists another company’s shipments', async () => {
    const theirs = await list('view=tracking&pageSize=1000', other);
    const mine = new Set((await list('view=tracking&pageSize=1000')).items.map((i) => i.id));
    expect(theirs.items.some((i) => mine.has(i.id))).toBe(false);
  });

  it('answers 400 with a model state for bad filters, and 401 without a session', async () => {
    const bad = await json<{ modelState: Record<string, string[]> }>(
      await t.get('/api/v2/shipments?view=sideways&status=42&pickupFrom=soon&page=0', admin),
      400,
    );
    expect(Object.keys(bad.modelState)).toEqual(expect.arrayContaining(['view', 'pickupFrom', 'page']));
    expect(Object.keys(bad.modelState).some((k) => k.startsWith('status'))).toBe(true);
    expect((await t.get('/api/v2/shipments?view=tracking')).status).toBe(401);
    expect((await t.get('/api/v2/shipments/status_counts?view=tracking')).status).toBe(401);
  });
});

describe('saved filter sets', () => {
  it('creates, lists, renames and deletes per user and view', async () => {
    const created = await json<ShipmentFilterSet>(
      await send('POST', '/api/v2/shipments/filter_sets', dispatcher, {
        view: 'tracking',
        name: 'Moving out of Chicago',
        filters: { status: [S.InTransit], origin: 'Chicago' },
      }),
      201,
    );
    expect(created.filters).toEqual({ status: [S.InTransit], origin: 'Chicago' });
    const listed = await json<{ items: ShipmentFilterSet[] }>(
      await t.get('/api/v2/shipments/filter_sets?view=tracking', dispatcher),
    );
    expect(listed.items.map((f) => f.id)).toContain(created.id);
    expect(
      (
        await json<{ items: ShipmentFilterSet[] }>(
          await t.get('/api/v2/shipments/filter_sets?view=booking', dispatcher),
        )
      ).items,
    ).toEqual([]);
    expect(
      (
        await json<{ items: ShipmentFilterSet[] }>(
          await t.get('/api/v2/shipments/filter_sets?view=tracking', admin),
        )
      ).items,
    ).toEqual([]);
    // Another user cannot rename or delete it.
    expect(
      (await send('PATCH', `/api/v2/shipments/filter_sets/${created.id}`, admin, { name: 'x' })).status,
    ).toBe(404);
    expect((await send('DELETE', `/api/v2/shipments/filter_sets/${created.id}`, other)).status).toBe(404);
    const renamed = await json<ShipmentFilterSet>(
      await send('PATCH', `/api/v2/shipments/filter_sets/${created.id}`, dispatcher, {
        name: 'Chicago loads',
      }),
    );
    expect(renamed.name).toBe('Chicago loads');
    // Applying it: its filters are a list query.
    const applied = await list(`view=tracking&status=${S.InTransit}&origin=Chicago`, dispatcher);
    expect(applied.items.every((i) => i.origin.city === 'Chicago' && i.status.value === S.InTransit)).toBe(
      true,
    );
    expect(
      await json(await send('DELETE', `/api/v2/shipments/filter_sets/${created.id}`, dispatcher)),
    ).toEqual({ resultId: created.id });
    expect((await send('DELETE', `/api/v2/shipments/filter_sets/${created.id}`, dispatcher)).status).toBe(
      404,
    );
  });

  it('refuses a blank name or unknown view with a model state', async () => {
    const bad = await json<{ modelState: Record<string, string[]> }>(
      await send('POST', '/api/v2/shipments/filter_sets', dispatcher, {
        view: 'nope',
        name: '  ',
        filters: {},
      }),
      400,
    );
    expect(Object.keys(bad.modelState)).toEqual(expect.arrayContaining(['view', 'name']));
  });
});

describe('one shipment', () => {
  it('lists stops with zones and stores an appointment in UTC from the stop’s local time', async () => {
    const id = await shipmentWithStatus(S.Booked);
    const stops = await json<ShipmentStopDetail[]>(await t.get(`/api/v2/shipments/${id}/stops`, admin));
    expect(stops.length).toBeGreaterThanOrEqual(2);
    const stop = stops[0] as ShipmentStopDetail;
    await t.sandbox.services.db.query(
      "UPDATE shipment_stops SET iana_timezone = 'America/Denver' WHERE id = $1",
      [stop.shipmentStopId],
    );
    const path = `/api/v2/shipments/${id}/stops/${stop.shipmentStopId}/appointments`;
    const updated = await json<ShipmentStopDetail>(
      await send('PATCH', path, admin, { appointment: { date: '2026-12-01', hour: 9, minute: 30 } }),
    );
    expect(updated.appointment).toBe('2026-12-01T16:30:00.000Z');
    expect(updated.location.ianaTimezone).toBe('America/Denver');
    const { rows } = await t.sandbox.services.db.query<{ appointment: Date }>(
      'SELECT appointment FROM shipment_stops WHERE id = $1',
      [stop.shipmentStopId],
    );
    expect(rows[0]?.appointment.toISOString()).toBe('2026-12-01T16:30:00.000Z');
    const cleared = await json<ShipmentStopDetail>(await send('PATCH', path, admin, { appointment: null }));
    expect(cleared.appointment).toBeNull();
    const bad = await json<{ modelState: Record<string, string[]> }>(
      await send('PATCH', path, admin, { appointment: { date: '2026-02-30', hour: 25, minute: 0 } }),
      400,
    );
    expect(Object.keys(bad.modelState).join()).toContain('appointment');
    expect(
      (await send('PATCH', `/api/v2/shipments/${id}/stops/nope/appointments`, admin, { appointment: null }))
        .status,
    ).toBe(404);
  });

  it('sets arrival and departure in the stop’s zone and refuses a departure before arrival', async () => {
    const id = await shipmentWithStatus(S.Dispatched);
    const [stop] = await json<ShipmentStopDetail[]>(await t.get(`/api/v2/shipments/${id}/stops`, admin));
    const path = `/api/v2/shipments/${id}/stops/${stop?.shipmentStopId ?? ''}/arrival_departure`;
    const zone = stop?.location.ianaTimezone ?? 'UTC';
    const done = await json<ShipmentStopDetail>(
      await send('PATCH', path, admin, {
        arrival: { date: '2026-11-24', hour: 8, minute: 0 },
        departure: { date: '2026-11-24', hour: 10, minute: 15 },
      }),
    );
    expect(done.arrival).not.toBeNull();
    expect(new Date(done.departure ?? '').getTime() - new Date(done.arrival ?? '').getTime()).toBe(
      135 * 60_000,
    );
    expect(zone).toMatch(/\//);
    await json(
      await send('PATCH', path, admin, { departure: { date: '2026-11-23', hour: 1, minute: 0 } }),
      400,
    );
    await json(await send('PATCH', path, admin, {}), 400);
    // Not before dispatch: a booked load's driver has not set out (domain's canRecordStopTimes).
    const booked = await shipmentWithStatus(S.Booked);
    const [bookedStop] = await json<ShipmentStopDetail[]>(
      await t.get(`/api/v2/shipments/${booked}/stops`, admin),
    );
    const refused = await json<{ modelState: Record<string, string[]> }>(
      await send(
        'PATCH',
        `/api/v2/shipments/${booked}/stops/${bookedStop?.shipmentStopId ?? ''}/arrival_departure`,
        admin,
        { arrival: { date: '2026-11-24', hour: 8, minute: 0 } },
      ),
      400,
    );
    expect(refused.modelState.status?.[0]).toContain('Booked');
  });

  it('refuses stop times out of order, saying which stop they clash with', async () => {
    const id = await shipmentWithStatus(S.Dispatched);
    const stops = await json<ShipmentStopDetail[]>(await t.get(`/api/v2/shipments/${id}/stops`, admin));
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last || first === last) throw new Error('The seeded load has fewer than two stops');
    const path = (stop: ShipmentStopDetail) =>
      `/api/v2/shipments/${id}/stops/${stop.shipmentStopId}/arrival_departure`;
    await send('PATCH', path(last), admin, { arrival: null, departure: null });
    await json(
      await send('PATCH', path(first), admin, {
        arrival: { date: '2026-11-24', hour: 8, minute: 0 },
        departure: { date: '2026-11-24', hour: 10, minute: 0 },
      }),
    );
    // An arrival at the last stop dated the day before the first stop's departure.
    const refused = await json<{ modelState: Record<string, string[]> }>(
      await send('PATCH', path(last), admin, { arrival: { date: '2026-11-23', hour: 9, minute: 0 } }),
      400,
    );
    expect(refused.modelState['arrival']?.[0]).toBe(
      `The arrival at stop ${String(stops.length)} cannot be before the times recorded at stop 1: a load reaches its stops in order.`,
    );
    await json(
      await send('PATCH', path(last), admin, { arrival: { date: '2026-11-26', hour: 9, minute: 0 } }),
    );
  });

  it('changes status in order and refuses impossible jumps', async () => {
    const id = await shipmentWithStatus(S.Booked);
    const jump = await json<{ modelState: Record<string, string[]> }>(
      await send('PATCH', `/api/v2/shipments/${id}/status`, dispatcher, { status: S.Delivered }),
      400,
    );
    expect(jump.modelState['status']?.[0]).toContain('cannot go from Booked to Delivered');
    const next = await json<{ shipmentStatus: number }>(
      await send('PATCH', `/api/v2/shipments/${id}/status`, dispatcher, { status: S.Dispatched }),
    );
    expect(next.shipmentStatus).toBe(S.Dispatched);
    await json(await send('PATCH', `/api/v2/shipments/${id}/status`, dispatcher, { status: 99 }), 400);
    const history = await json<{ status: { value: number } }[]>(
      await t.get(`/api/v2/shipments/${id}/tracking_activities`, admin),
    );
    expect(history[0]?.status.value).toBe(S.Dispatched);
  });

  it('quick-closes a load in transit but not a booked one', async () => {
    const moving = await shipmentWithStatus(S.InTransit);
    const closed = await json<{ shipmentStatus: number }>(
      await send('PATCH', `/api/v2/shipments/${moving}/quick_closure`, admin),
    );
    expect(closed.shipmentStatus).toBe(S.Delivered);
    const stops = await json<ShipmentStopDetail[]>(await t.get(`/api/v2/shipments/${moving}/stops`, admin));
    expect(stops.every((s) => s.arrival !== null && s.departure !== null)).toBe(true);
    const booked = await shipmentWithStatus(S.Tendering);
    await json(await send('PATCH', `/api/v2/shipments/${booked}/quick_closure`, admin), 400);
  });

  it('saves the pro number and equipment', async () => {
    const id = await shipmentWithStatus(S.Dispatched);
    expect(
      await json(
        await send('PATCH', `/api/v2/shipments/${id}/shipping_pro_number`, admin, { value: ' PRO-77 ' }),
      ),
    ).toEqual({ id, proNumber: 'PRO-77' });
    // The shipment read carries it, so the detail page can show the saved value.
    expect(
      await json<{ proNumber: string | null }>(await t.get(`/api/v2/shipments/${id}`, admin)),
    ).toMatchObject({ id, proNumber: 'PRO-77' });
    const equipment = {
      tractorNumber: 'T-9',
      trailerNumber: 'TR-1',
      licensePlate: null,
      licensePlateState: 'IL',
    };
    expect(await json(await send('PUT', `/api/v2/shipments/${id}/equipment`, admin, equipment))).toEqual(
      equipment,
    );
    expect(await json(await t.get(`/api/v2/shipments/${id}/equipment`, admin))).toEqual(equipment);
    await json(await send('PATCH', `/api/v2/shipments/${id}/shipping_pro_number`, admin, {}), 400);
  });

  it('answers 404 for another company’s shipment on every sub-resource', async () => {
    const id = await shipmentWithStatus(S.InTransit);
    for (const sub of ['stops', 'drivers', 'equipment', 'tracking_activities']) {
      expect((await t.get(`/api/v2/shipments/${id}/${sub}`, other)).status, sub).toBe(404);
    }
    expect((await send('PATCH', `/api/v2/shipments/${id}/status`, other, { status: S.AtStop })).status).toBe(
      404,
    );
    expect(
      (await send('PATCH', `/api/v2/shipments/${id}/shipping_pro_number`, other, { value: 'x' })).status,
    ).toBe(404);
    expect((await t.get(`/api/v2/shipments/${id}/stops`)).status).toBe(401);
  });
});

describe('drivers', () => {
  it('searches the caller’s company drivers with the default page size and refuses another company', async () => {
    const page = await json<Page<Driver>>(await t.get(`/api/v2/drivers?companyId=${swiftlineId}`, admin));
    expect(page.pageSize).toBe(100);
    expect(page.totalCount).toBeGreaterThan(5);
    const found = await json<Page<Driver>>(
      await t.get(
        `/api/v2/drivers?companyId=${swiftlineId}&q=${encodeURIComponent(page.items[1]?.lastName ?? '')}`,
        admin,
      ),
    );
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.length).toBeLessThan(page.totalCount);
    expect((await t.get(`/api/v2/drivers?companyId=${swiftlineId}`, other)).status).toBe(404);
    await json(await t.get('/api/v2/drivers', admin), 400);
  });

  it('assigns and removes a driver, and the driver-only view follows', async () => {
    const id = await shipmentWithStatus(S.Tendering);
    const page = await json<Page<Driver>>(await t.get(`/api/v2/drivers?companyId=${swiftlineId}`, admin));
    const { rows } = await t.sandbox.services.db.query<{ id: string }>(
      'SELECT id FROM drivers WHERE user_id IS NOT NULL AND company_id = $1',
      [swiftlineId],
    );
    const personaDriver = rows[0]?.id ?? '';
    expect(page.items.map((d) => d.id)).toContain(personaDriver);
    expect((await t.get(`/api/v2/shipments/${id}/drivers`, driver)).status).toBe(404);
    const assigned = await json<Driver[]>(
      await send('POST', `/api/v2/shipments/${id}/drivers`, dispatcher, { driverId: personaDriver }),
    );
    expect(assigned.map((d) => d.id)).toEqual([personaDriver]);
    expect(await json<Driver[]>(await t.get(`/api/v2/shipments/${id}/drivers`, driver))).toHaveLength(1);
    const left = await json<Driver[]>(
      await send('DELETE', `/api/v2/shipments/${id}/drivers/${personaDriver}`, dispatcher),
    );
    expect(left).toEqual([]);
    expect((await t.get(`/api/v2/shipments/${id}/drivers`, driver)).status).toBe(404);
    expect(
      (await send('DELETE', `/api/v2/shipments/${id}/drivers/${personaDriver}`, dispatcher)).status,
    ).toBe(404);
    // A driver of another company cannot be assigned.
    const { rows: theirs } = await t.sandbox.services.db.query<{ id: string }>(
      'SELECT id FROM drivers WHERE company_id <> $1 LIMIT 1',
      [swiftlineId],
    );
    expect(
      (await send('POST', `/api/v2/shipments/${id}/drivers`, dispatcher, { driverId: theirs[0]?.id })).status,
    ).toBe(404);
    await json(await send('POST', `/api/v2/shipments/${id}/drivers`, dispatcher, {}), 400);
  });
});

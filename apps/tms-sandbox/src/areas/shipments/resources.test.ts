import {
  scoreMeasureKeys,
  type BookedCarrier,
  type CarrierScoreCard,
  type Shipment,
  type ShipmentProblem,
  type Trip,
  type TripSummary,
} from '@freightkit/api';
import { preloadRefusalMessage, ShipmentStatus as S, TenderOfferStatus } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';
import { seededTripCount } from './seed-resources.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let admin: Record<string, string>;
let driver: Record<string, string>;
let other: Record<string, string>;
let swiftlineId: string;
let ironhorseId: string;

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const json = async <T>(response: Response, status = 200): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
  const { rows } = await t.sandbox.services.db.query<T>(sql, params);
  if (!rows[0]) throw new Error(`no row for ${sql}`);
  return rows[0];
};

/** A Swiftline shipment in a status (generated ones have stops, charges and tracking). */
const shipmentIn = async (status: number, extra = 'true') =>
  (
    await one<{ id: string }>(
      `SELECT s.id FROM shipments s WHERE s.company_id = $1 AND s.status = $2 AND ${extra}
        ORDER BY s.shipment_number DESC LIMIT 1`,
      [swiftlineId, status],
    )
  ).id;

beforeAll(async () => {
  t = await createTestSandbox();
  const signedIn = await t.signIn(persona('carrierAdmin').email);
  admin = signedIn.headers;
  swiftlineId = String(signedIn.user.companyId);
  driver = (await t.signIn(persona('driver').email)).headers;
  const otherSignIn = await t.signIn(persona('otherCarrierAdmin').email);
  other = otherSignIn.headers;
  ironhorseId = String(otherSignIn.user.companyId);
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('trips', () => {
  it('answers a trip with its shipments in order, drivers and equipment, and the trips of a shipment', async () => {
    const { rows } = await t.sandbox.services.db.query<{ id: string }>(
      'SELECT id FROM trips WHERE company_id = $1 ORDER BY trip_number',
      [swiftlineId],
    );
    expect(rows).toHaveLength(seededTripCount.swiftline);
    const trip = await json<Trip>(await t.get(`/api/v2/trips/${rows[0]?.id ?? ''}`, admin));
    expect(trip.shipments.map((s) => s.sequence)).toEqual([1, 2, 3]);
    expect(trip.shipments.every((s) => s.stopCount >= 3)).toBe(true);
    expect(trip.stopCount).toBe(trip.shipments.reduce((n, s) => n + s.stopCount, 0));
    expect(trip.drivers.length).toBeGreaterThan(0);
    const first = trip.shipments[0]?.id ?? '';
    const trips = await json<TripSummary[]>(await t.get(`/api/v2/shipments/${first}/trips`, admin));
    expect(trips).toEqual([{ id: trip.id, tripNumber: trip.tripNumber, shipmentCount: 3 }]);
  });

  it('refuses another company’s trip, and shows a driver-only user only the loads they drive', async () => {
    const theirs = await one<{ id: string }>('SELECT id FROM trips WHERE company_id = $1', [ironhorseId]);
    expect((await t.get(`/api/v2/trips/${theirs.id}`, admin)).status).toBe(404);
    expect((await t.get(`/api/v2/trips/${theirs.id}`, other)).status).toBe(200);
    const { rows } = await t.sandbox.services.db.query<{ id: string }>(
      'SELECT id FROM trips WHERE company_id = $1 ORDER BY trip_number',
      [swiftlineId],
    );
    const driverUser = await one<{ id: string }>('SELECT id FROM users WHERE lower(user_name) = lower($1)', [
      persona('driver').email,
    ]);
    const seen: number[] = [];
    for (const { id } of rows) {
      const response = await t.get(`/api/v2/trips/${id}`, driver);
      if (response.status === 404) continue;
      const trip = await json<Trip>(response);
      seen.push(trip.shipments.length);
      for (const s of trip.shipments) {
        const owner = await one<{ driver_user_id: string | null }>(
          'SELECT driver_user_id FROM shipments WHERE id = $1',
          [s.id],
        );
        expect(owner.driver_user_id).toBe(driverUser.id);
      }
    }
    expect(seen.length).toBeGreaterThan(0);
  });
});

describe('carrier score card', () => {
  it('computes the measures from the company’s own shipments', async () => {
    const card = await json<CarrierScoreCard>(await t.get('/api/v2/carrier_score_card', admin));
    expect(card.companyId).toBe(swiftlineId);
    expect(card.measures.map((m) => m.key)).toEqual([...scoreMeasureKeys]);
    const m = Object.fromEntries(card.measures.map((x) => [x.key, x]));
    for (const key of ['onTimePickup', 'onTimeDelivery', 'trackingCompliance'] as const) {
      expect(m[key]?.sampleSize).toBeGreaterThan(0);
      expect(m[key]?.value).toBeGreaterThan(0);
      // The seed makes about one arrival in five late, so no rate is perfect.
      expect(m[key]?.value).toBeLessThan(1);
    }
    expect(m.documentTurnaround?.value).toBeGreaterThan(0);
    expect(m.documentTurnaround?.unit).toBe('count');
    // Swiftline's tender offers: 3 accepted, 2 rejected answered (seeded by the tenders area).
    expect(m.tenderAcceptance?.value).toBeCloseTo(3 / 5);
    expect(card.monthly).toHaveLength(6);
    expect(card.monthly.reduce((n, x) => n + x.loadsHauled, 0)).toBe(m.loadsHauled?.value);

    // Delivering one more load late moves loads hauled and on-time delivery.
    const id = await shipmentIn(
      S.AtStop,
      `s.shipment_number LIKE '6%' AND (SELECT early FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence
         LIMIT 1) BETWEEN date_trunc('month', now()) AND now()`,
    );
    await t.sandbox.services.db.query(
      `UPDATE shipment_stops SET arrival = late + interval '5 hours', departure = late + interval '6 hours'
        WHERE shipment_id = $1`,
      [id],
    );
    await json<Shipment>(
      await send('PATCH', `/api/v2/shipments/${id}/status`, admin, { status: S.Delivered }),
    );
    const after = await json<CarrierScoreCard>(await t.get('/api/v2/carrier_score_card', admin));
    const a = Object.fromEntries(after.measures.map((x) => [x.key, x]));
    expect(a.loadsHauled?.value).toBe((m.loadsHauled?.value ?? 0) + 1);
    expect(a.onTimeDelivery?.value).toBeLessThan(m.onTimeDelivery?.value ?? 0);
  });

  it('differs per company, refuses a driver-only user and bad input', async () => {
    const mine = await json<CarrierScoreCard>(await t.get('/api/v2/carrier_score_card?months=3', admin));
    const theirs = await json<CarrierScoreCard>(await t.get('/api/v2/carrier_score_card?months=3', other));
    expect(theirs.companyId).toBe(ironhorseId);
    expect(theirs.monthly).toHaveLength(3);
    expect(theirs.measures).not.toEqual(mine.measures);
    expect((await t.get('/api/v2/carrier_score_card', driver)).status).toBe(403);
    const bad = await json<{ modelState: Record<string, string[]> }>(
      await t.get('/api/v2/carrier_score_card?months=0', admin),
      400,
    );
    expect(Object.keys(bad.modelState)).toContain('months');
  });
});

describe('shipment sub-resources', () => {
  const paths = [
    'requirements',
    'lane_matches',
    'latest_activity',
    'reloads',
    'billing_configuration',
    'tracking_problems',
    'order_requirements',
    'contact_details',
    'line_items',
    'tenders',
    'offers',
    'ltl_accessorials',
    'charge_types',
    'rate_confirmation_document',
    'carrier_charge_details',
    'booked_carrier',
    'trips',
  ];

  it('answers every sub-resource of an own shipment, 404 for another company’s and 400 for a bad id', async () => {
    const id = await shipmentIn(S.Dispatched, `s.shipment_number LIKE '6%'`);
    for (const path of paths) {
      expect((await t.get(`/api/v2/shipments/${id}/${path}`, admin)).status, path).toBe(200);
      expect((await t.get(`/api/v2/shipments/${id}/${path}`, other)).status, path).toBe(404);
    }
    const tooLong = 'x'.repeat(65);
    const bad = await json<{ modelState: Record<string, string[]> }>(
      await t.get(`/api/v2/shipments/${tooLong}/line_items`, admin),
      400,
    );
    expect(Object.keys(bad.modelState)).toContain('id');
  });

  it('hides another driver’s shipment from a driver-only user', async () => {
    const notMine = await shipmentIn(S.InTransit, `s.driver_user_id IS NULL`);
    for (const path of ['line_items', 'carrier_charge_details', 'booked_carrier']) {
      expect((await t.get(`/api/v2/shipments/${notMine}/${path}`, driver)).status).toBe(404);
    }
    expect((await t.get(`/api/v2/shipments/${notMine}`, driver)).status).toBe(404);
  });

  it('shows a load to a driver-only user who is its second driver too', async () => {
    const id = await shipmentIn(
      S.Dispatched,
      `NOT EXISTS (SELECT 1 FROM shipment_drivers sd WHERE sd.shipment_id = s.id)`,
    );
    // Another driver record with a portal user (here: the admin's) is assigned first, then the persona's.
    const first = await one<{ id: string }>(
      `UPDATE drivers SET user_id = (SELECT id FROM users WHERE lower(user_name) = lower($2))
        WHERE id = (SELECT id FROM drivers WHERE company_id = $1 AND user_id IS NULL ORDER BY id LIMIT 1) RETURNING id`,
      [swiftlineId, persona('carrierAdmin').email],
    );
    const personaDriver = await one<{ id: string }>(
      'SELECT d.id FROM drivers d JOIN users u ON u.id = d.user_id WHERE lower(u.user_name) = lower($1)',
      [persona('driver').email],
    );
    expect((await t.get(`/api/v2/shipments/${id}`, driver)).status).toBe(404);
    await json(await send('POST', `/api/v2/shipments/${id}/drivers`, admin, { driverId: first.id }));
    await json(await send('POST', `/api/v2/shipments/${id}/drivers`, admin, { driverId: personaDriver.id }));
    expect((await t.get(`/api/v2/shipments/${id}`, driver)).status).toBe(200);
    expect((await t.get(`/api/v2/shipments/${id}/line_items`, driver)).status).toBe(200);
    await json(await send('DELETE', `/api/v2/shipments/${id}/drivers/${personaDriver.id}`, admin));
    expect((await t.get(`/api/v2/shipments/${id}`, driver)).status).toBe(404);
  });

  it('derives charges, rate confirmation and booked carrier from the booking', async () => {
    const id = await shipmentIn(S.Dispatched, `s.shipment_number LIKE '6%'`);
    const details = await json<{ charges: { amount: number }[]; total: number }>(
      await t.get(`/api/v2/shipments/${id}/carrier_charge_details`, admin),
    );
    expect(details.total).toBeCloseTo(details.charges.reduce((n, c) => n + c.amount, 0));
    const confirmation = await json<{ total: number; signedAt: string | null }>(
      await t.get(`/api/v2/shipments/${id}/rate_confirmation_document`, admin),
    );
    expect(confirmation.total).toBe(details.total);
    expect(confirmation.signedAt).not.toBeNull();
    const carrier = await json<BookedCarrier>(await t.get(`/api/v2/shipments/${id}/booked_carrier`, admin));
    expect(carrier.carrierId).toBe(swiftlineId);
    const open = await shipmentIn(S.ReadyToBook);
    expect((await t.get(`/api/v2/shipments/${open}/booked_carrier`, admin)).status).toBe(404);
    expect((await t.get(`/api/v2/shipments/${open}/rate_confirmation_document`, admin)).status).toBe(404);
    const reefer = await shipmentIn(S.Booked, `s.equipment_mode = 1`);
    const types = await json<{ code: string }[]>(
      await t.get(`/api/v2/shipments/${reefer}/charge_types`, admin),
    );
    expect(types.map((x) => x.code)).toContain('RFUEL');
    expect(types.map((x) => x.code)).not.toContain('TARP');
  });

  it('lists lane matches on the same lane and reloads from the destination', async () => {
    const id = await shipmentIn(S.Delivered, `s.shipment_number LIKE '6%'`);
    const lane = await one<{ o: string; d: string }>(
      `SELECT (SELECT state FROM shipment_stops WHERE shipment_id = $1 ORDER BY sequence LIMIT 1) AS o,
              (SELECT state FROM shipment_stops WHERE shipment_id = $1 ORDER BY sequence DESC LIMIT 1) AS d`,
      [id],
    );
    const matches = await json<{ id: string; origin: { state: string }; destination: { state: string } }[]>(
      await t.get(`/api/v2/shipments/${id}/lane_matches`, admin),
    );
    expect(
      matches.every((x) => x.id !== id && x.origin.state === lane.o && x.destination.state === lane.d),
    ).toBe(true);
    const reloads = await json<{ status: { value: number }; origin: { state: string } }[]>(
      await t.get(`/api/v2/shipments/${id}/reloads`, admin),
    );
    expect(reloads.every((x) => x.status.value === S.ReadyToBook && x.origin.state === lane.d)).toBe(true);
  });
});

describe('problems', () => {
  it('reports a problem on a moving load, lists it, and refuses a delivered load or an empty text', async () => {
    const id = await shipmentIn(S.InTransit, `s.shipment_number LIKE '6%'`);
    const problem = await json<ShipmentProblem>(
      await send('POST', `/api/v2/shipments/${id}/problems`, admin, {
        type: 'Delay',
        description: 'Dock closed until noon.',
      }),
      201,
    );
    expect(problem.reportedBy).toBe(
      `${persona('carrierAdmin').firstName} ${persona('carrierAdmin').lastName}`,
    );
    const open = await json<ShipmentProblem[]>(
      await t.get(`/api/v2/shipments/${id}/tracking_problems`, admin),
    );
    expect(open[0]?.id).toBe(problem.id);
    const list = await json<{ items: { id: string; latestProblem: { id: string } }[]; totalCount: number }>(
      await t.get('/api/v2/problem_shipments?pageSize=500', admin),
    );
    expect(list.items.find((x) => x.id === id)?.latestProblem.id).toBe(problem.id);
    const theirs = await json<{ items: { id: string }[] }>(await t.get('/api/v2/problem_shipments', other));
    expect(theirs.items.some((x) => list.items.some((m) => m.id === x.id))).toBe(false);

    const done = await shipmentIn(S.Delivered);
    const refused = await json<{ modelState: Record<string, string[]> }>(
      await send('POST', `/api/v2/shipments/${done}/problems`, admin, { type: 'Delay', description: 'Late' }),
      400,
    );
    expect(Object.keys(refused.modelState)).toEqual(['status']);
    const empty = await json<{ modelState: Record<string, string[]> }>(
      await send('POST', `/api/v2/shipments/${id}/problems`, admin, { type: 'Flood', description: ' ' }),
      400,
    );
    expect(Object.keys(empty.modelState).sort()).toEqual(['description', 'type']);
    expect((await send('POST', `/api/v2/shipments/${id}/problems`, other, problem)).status).toBe(404);
  });
});

describe('stop preload', () => {
  it('records a preload at a pickup stop in the stop’s zone, only before the driver leaves it', async () => {
    const id = await shipmentIn(S.Booked, `s.shipment_number LIKE '6%'`);
    const stops = await json<
      { shipmentStopId: string; stopType: string; location: { ianaTimezone: string } }[]
    >(await t.get(`/api/v2/shipments/${id}/stops`, admin));
    const pickup = stops.find((s) => s.stopType === 'Shipping');
    const drop = stops.find((s) => s.stopType === 'Receiving');
    const body = { trailerNumber: 'TR-77', preloadedAt: { date: '2026-07-01', hour: 8, minute: 30 } };
    const done = await json<{ preloadedAt: string; trailerNumber: string }>(
      await send('PUT', `/api/v2/shipments/${id}/stops/${pickup?.shipmentStopId ?? ''}/preload`, admin, body),
    );
    const zone = pickup?.location.ianaTimezone ?? 'UTC';
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(done.preloadedAt));
    expect(local).toBe('08:30');
    const atDrop = await json<{ modelState: Record<string, string[]> }>(
      await send('PUT', `/api/v2/shipments/${id}/stops/${drop?.shipmentStopId ?? ''}/preload`, admin, body),
      400,
    );
    expect(atDrop.modelState.stopId).toEqual([preloadRefusalMessage('notPickup')]);
    const bad = await json<{ modelState: Record<string, string[]> }>(
      await send('PUT', `/api/v2/shipments/${id}/stops/${pickup?.shipmentStopId ?? ''}/preload`, admin, {
        trailerNumber: '',
        preloadedAt: { date: '2026-02-30', hour: 25, minute: 0 },
      }),
      400,
    );
    expect(Object.keys(bad.modelState)).toEqual(
      expect.arrayContaining(['trailerNumber', 'preloadedAt.hour']),
    );
    const moving = await shipmentIn(S.InTransit, `s.shipment_number LIKE '6%'`);
    const movingStop = await one<{ id: string }>(
      `SELECT id FROM shipment_stops WHERE shipment_id = $1 AND stop_type = 'Shipping'`,
      [moving],
    );
    const whileMoving = await json<{ modelState: Record<string, string[]> }>(
      await send('PUT', `/api/v2/shipments/${moving}/stops/${movingStop.id}/preload`, admin, body),
      400,
    );
    expect(whileMoving.modelState.status).toEqual([preloadRefusalMessage('status')]);
    // A dispatched load whose driver has left the pickup: the trailer is already loaded.
    const dispatched = await shipmentIn(S.Dispatched, `s.shipment_number LIKE '6%'`);
    const left = await one<{ id: string }>(
      `UPDATE shipment_stops SET departure = now() WHERE shipment_id = $1 AND stop_type = 'Shipping' RETURNING id`,
      [dispatched],
    );
    const departed = await json<{ modelState: Record<string, string[]> }>(
      await send('PUT', `/api/v2/shipments/${dispatched}/stops/${left.id}/preload`, admin, body),
      400,
    );
    expect(departed.modelState.stopId).toEqual([preloadRefusalMessage('departed')]);
    expect(
      (
        await send(
          'PUT',
          `/api/v2/shipments/${id}/stops/${pickup?.shipmentStopId ?? ''}/preload`,
          other,
          body,
        )
      ).status,
    ).toBe(404);
  });
});

describe('rescind booking', () => {
  it('puts a booked load back to Ready to Book, frees its drivers and marks the accepted tender', async () => {
    const id = await shipmentIn(
      S.Booked,
      `EXISTS (SELECT 1 FROM shipment_drivers sd WHERE sd.shipment_id = s.id)`,
    );
    await t.sandbox.services.db.query(
      'INSERT INTO tender_offers (company_id, shipment_id, status) VALUES ($1, $2, $3)',
      [swiftlineId, id, TenderOfferStatus.Accepted],
    );
    expect((await send('POST', `/api/v2/shipments/${id}/rescind_booking`, other, {})).status).toBe(404);
    const driven = await shipmentIn(S.Booked, `s.driver_user_id IS NOT NULL`);
    expect((await send('POST', `/api/v2/shipments/${driven}/rescind_booking`, driver, {})).status).toBe(403);
    const reopened = await json<Shipment>(
      await send('POST', `/api/v2/shipments/${id}/rescind_booking`, admin, { reason: 'Truck unavailable' }),
    );
    expect(reopened.shipmentStatus).toBe(S.ReadyToBook);
    expect(await json<unknown[]>(await t.get(`/api/v2/shipments/${id}/drivers`, admin))).toEqual([]);
    const tenders = await json<{ status: { value: number } }[]>(
      await t.get(`/api/v2/shipments/${id}/tenders`, admin),
    );
    expect(tenders.map((x) => x.status.value)).toContain(TenderOfferStatus.BookingRescinded);
    expect((await t.get(`/api/v2/shipments/${id}/booked_carrier`, admin)).status).toBe(404);
    // Rescinding again, or rescinding a load on the road, is an impossible jump.
    expect((await send('POST', `/api/v2/shipments/${id}/rescind_booking`, admin, {})).status).toBe(400);
    const moving = await shipmentIn(S.InTransit);
    const refused = await json<{ modelState: Record<string, string[]> }>(
      await send('POST', `/api/v2/shipments/${moving}/rescind_booking`, admin, {}),
      400,
    );
    expect(Object.keys(refused.modelState)).toEqual(['status']);
    expect(
      (await send('POST', `/api/v2/shipments/${moving}/rescind_booking`, admin, { reason: 'x'.repeat(501) }))
        .status,
    ).toBe(400);
  });
});

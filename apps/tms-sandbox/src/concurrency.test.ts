import type { Order, TenderListItem } from '@freightkit/api';
import { TenderOfferStatus as T, TenderRejectReason as R } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from './db/database.ts';
import { persona } from './personas.ts';
import { createTestSandbox, onTestServer } from './testing.ts';

/**
 * The conflict rules when requests really run at once (ADR 055). On PGlite requests take turns, so two
 * requests never interleave inside the database; on a PostgreSQL server they do. These tests make the race
 * certain instead of likely: a third connection holds the contested row locked while both requests are sent,
 * waits until both are blocked on it inside the database, then lets go. Each rule must still leave exactly
 * one winner. Only a server has a third connection, so on PGlite they skip (the same rules' two-at-once
 * tests in the tenders and orders areas run on both).
 */
type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let admin: Record<string, string>;
let dispatcher: Record<string, string>;
let broker: Record<string, string>;
let secondBroker: Record<string, string>;

const serverOnly = 'Needs a PostgreSQL server (FK_TEST_DATABASE_URL): on PGlite requests never run at once';

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const json = async <B>(response: Response, status = 200): Promise<B> => {
  const body = (await response.json()) as B;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};

/** Statements of this database's connections now waiting for a lock. */
async function waitingForLocks(): Promise<number> {
  const { rows } = await t.sandbox.services.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Holds `lock` in a transaction of its own, sends `requests`, waits until `blocked` of them wait on a lock
 * inside the database (10 s at most), releases the lock and returns their answers.
 */
async function raceOn(
  lock: (tx: Queryable) => Promise<void>,
  requests: () => (Response | Promise<Response>)[],
  blocked = 2,
): Promise<Response[]> {
  let answers: Promise<Response[]> | undefined;
  await t.sandbox.services.db.transaction(async (tx) => {
    await lock(tx);
    answers = Promise.all(requests().map(async (request) => request));
    const deadline = Date.now() + 10_000;
    while ((await waitingForLocks()) < blocked) {
      if (Date.now() > deadline) throw new Error(`fewer than ${blocked} requests ever waited on the lock`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return (answers as Promise<Response[]>).then((all) => all);
}

/** A new Open order of the broker: Chicago → Denver, 10,000 lbs. */
const newOrder = async () =>
  json<Order>(
    await send('POST', '/api/v2/orders', broker, {
      orderType: 'SalesOrder',
      customerName: 'Consolidated Mills',
      equipmentMode: 0,
      shippingMode: 0,
      stops: [
        {
          stopType: 'Shipping',
          locationNumber: 'L-1001',
          earlyDateTime: '2027-03-10T14:00:00.000Z',
          lateDateTime: '2027-03-10T22:00:00.000Z',
          lineItems: [{ description: 'Flour sacks', quantity: 10, weightLbs: 10_000 }],
        },
        {
          stopType: 'Receiving',
          locationNumber: 'L-1004',
          earlyDateTime: '2027-03-12T14:00:00.000Z',
          lateDateTime: '2027-03-12T20:00:00.000Z',
        },
      ],
    }),
    201,
  );

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  broker = (await t.signIn(persona('broker').email)).headers;
  secondBroker = (await t.signIn(persona('broker').email)).headers;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

it('runs on the database the run asked for', () => {
  expect(t.sandbox.services.db.kind).toBe(onTestServer ? 'postgres' : 'pglite');
});

describe('on a PostgreSQL server, two requests inside the database at once', () => {
  it('two dispatchers answering one tender: one answer is stored, the other is told (409)', async (context) => {
    if (!onTestServer) context.skip(serverOnly);
    const page = await json<{ items: TenderListItem[] }>(await t.get('/api/v2/tenders?pageSize=5', admin));
    const tender = page.items[0] as TenderListItem;
    const answers = await raceOn(
      async (tx) => {
        await tx.query('SELECT id FROM tender_offers WHERE id = $1 FOR UPDATE', [tender.id]);
      },
      () => [
        send('PUT', `/api/v2/tenders/${tender.id}/offers`, admin, { status: T.Accepted }),
        send('PUT', `/api/v2/tenders/${tender.id}/offers`, dispatcher, {
          status: T.Rejected,
          rejectReason: R.NoEquipment,
        }),
      ],
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const { rows } = await t.sandbox.services.db.query<{ status: number; booked: boolean }>(
      `SELECT t.status, s.booked_at IS NOT NULL AS booked
         FROM tender_offers t JOIN shipments s ON s.id = t.shipment_id WHERE t.id = $1`,
      [tender.id],
    );
    const winner = answers[0]?.status === 200 ? T.Accepted : T.Rejected;
    // The stored answer is the winner's, and the load is booked exactly when the winner accepted.
    expect(rows[0]).toEqual({ status: winner, booked: winner === T.Accepted });
  });

  it('two brokers consolidating one order: one 201, one 409, the order on one shipment', async (context) => {
    if (!onTestServer) context.skip(serverOnly);
    const order = await newOrder();
    const { orderNumbers } = await json<{ orderNumbers: string[] }>(
      await send('POST', `/api/v2/orders/${order.orderNumber}/duplicates`, broker, { copies: 2 }),
      201,
    );
    const [shared, other] = orderNumbers as [string, string];
    const answers = await raceOn(
      async (tx) => {
        await tx.query('SELECT id FROM orders WHERE order_number = $1 FOR UPDATE', [shared]);
      },
      () => [
        send('POST', `/api/v2/orders/${order.orderNumber}/consolidations`, broker, {
          orderNumbers: [shared],
        }),
        send('POST', `/api/v2/orders/${other}/consolidations`, secondBroker, { orderNumbers: [shared] }),
      ],
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.status === 409) as Response;
    const refusal = (await loser.json()) as { modelStateKeys: Record<string, { key: string }[]> };
    expect(refusal.modelStateKeys[`orders.${shared}`]?.[0]?.key).toBe('answer.consolidation.notOpen');
    const { rows } = await t.sandbox.services.db.query<{ shipments: number; orphans: number }>(
      `SELECT count(DISTINCT shipment_id)::int AS shipments,
              (SELECT count(*)::int FROM shipments s WHERE s.order_id = ANY(
                 SELECT id FROM orders WHERE order_number = ANY($1::text[]))
                 AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.shipment_id = s.id)) AS orphans
         FROM orders WHERE order_number = ANY($1::text[]) AND shipment_id IS NOT NULL`,
      [[order.orderNumber, shared, other]],
    );
    // One shipment holds the shared order, and the refused broker's attempt left no shipment behind.
    expect(rows[0]).toEqual({ shipments: 1, orphans: 0 });
  });

  it('a consolidation reusing a joining order’s draft and a shipment made of that order: one wins the draft (ADR 059)', async (context) => {
    if (!onTestServer) context.skip(serverOnly);
    const anchor = await newOrder();
    const { orderNumbers } = await json<{ orderNumbers: string[] }>(
      await send('POST', `/api/v2/orders/${anchor.orderNumber}/duplicates`, broker, { copies: 1 }),
      201,
    );
    const joining = orderNumbers[0] as string;
    // The joining order sits on a Draft shipment of its own, which both requests would reuse.
    const { rows: drafts } = await t.sandbox.services.db.query<{ shipment_number: string }>(
      `WITH made AS (
         INSERT INTO shipments (company_id, shipment_number, status, order_id, equipment_mode)
         SELECT company_id, nextval('order_shipment_numbers')::text, 0, id, equipment_mode FROM orders
          WHERE order_number = $1 RETURNING id, order_id, shipment_number
       ), linked AS (UPDATE orders o SET shipment_id = m.id FROM made m WHERE o.id = m.order_id)
       SELECT shipment_number FROM made`,
      [joining],
    );
    const draft = drafts[0]?.shipment_number as string;
    const answers = await raceOn(
      async (tx) => {
        await tx.query('SELECT id FROM orders WHERE order_number = $1 FOR UPDATE', [joining]);
      },
      () => [
        send('POST', `/api/v2/orders/${anchor.orderNumber}/consolidations`, broker, {
          orderNumbers: [joining],
        }),
        send('POST', `/api/v2/orders/${joining}/shipments`, secondBroker, {}),
      ],
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const consolidated = answers[0]?.status === 201;
    const { rows } = await t.sandbox.services.db.query<{
      order_number: string;
      shipment_number: string | null;
      status: number | null;
    }>(
      `SELECT o.order_number, s.shipment_number, s.status FROM orders o LEFT JOIN shipments s ON s.id = o.shipment_id
        WHERE o.order_number = ANY($1::text[]) ORDER BY o.order_number`,
      [[anchor.orderNumber, joining]],
    );
    // The joining order is on its draft, now Ready to Book, whoever won; the anchor rides with it only if the
    // consolidation won. No shipment was made beside the draft.
    expect(rows).toEqual([
      consolidated
        ? { order_number: anchor.orderNumber, shipment_number: draft, status: 1 }
        : { order_number: anchor.orderNumber, shipment_number: null, status: null },
      { order_number: joining, shipment_number: draft, status: 1 },
    ]);
    const { rows: made } = await t.sandbox.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shipments WHERE order_id IN (SELECT id FROM orders WHERE order_number = ANY($1::text[]))`,
      [[anchor.orderNumber, joining]],
    );
    expect(made[0]?.n).toBe(1);
  });

  it('two carriers accepting one load tendered to both: one books it, the other is told its offer was withdrawn (ADR 059)', async (context) => {
    if (!onTestServer) context.skip(serverOnly);
    const ironHorse = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
    const order = await newOrder();
    const carriers = await json<{ id: string; name: string }[]>(
      await t.get('/api/v2/orders/tender_carriers', broker),
    );
    const idOf = (name: string) => carriers.find((c) => c.name === name)?.id ?? '';
    const made = await json<{ shipmentNumber: string }>(
      await send('POST', `/api/v2/orders/${order.orderNumber}/shipments`, broker, {
        tender: {
          carrierId: idOf('Swiftline Carriers'),
          carrierIds: [idOf('Iron Horse Freight')],
          rate: 2100,
        },
      }),
      201,
    );
    const { rows: offers } = await t.sandbox.services.db.query<{
      id: string;
      name: string;
      shipment_id: string;
    }>(
      `SELECT t.id, c.name, t.shipment_id FROM tender_offers t JOIN companies c ON c.id = t.company_id
         JOIN shipments s ON s.id = t.shipment_id WHERE s.shipment_number = $1 ORDER BY c.name`,
      [made.shipmentNumber],
    );
    const [iron, swift] = offers as [(typeof offers)[0], (typeof offers)[0]];
    const answers = await raceOn(
      async (tx) => {
        await tx.query('SELECT id FROM shipments WHERE id = $1 FOR UPDATE', [swift.shipment_id]);
      },
      () => [
        send('PUT', `/api/v2/tenders/${swift.id}/offers`, admin, { status: T.Accepted }),
        send('PUT', `/api/v2/tenders/${iron.id}/offers`, ironHorse, { status: T.Accepted }),
      ],
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409) as Response;
    expect(((await loser.json()) as { messageKey: string }).messageKey).toBe('answer.tenders.rescinded');
    const { rows } = await t.sandbox.services.db.query<{ status: number }>(
      'SELECT status FROM tender_offers WHERE id = ANY($1::text[]) ORDER BY status',
      [[swift.id, iron.id]],
    );
    // One Accepted, one Rescinded; the load booked once.
    expect(rows.map((r) => r.status)).toEqual([T.Accepted, T.Rescinded]);
    const { rows: load } = await t.sandbox.services.db.query<{ status: number; bookings: number }>(
      `SELECT status, (SELECT count(*)::int FROM tracking_activities WHERE shipment_id = $1 AND status = 3) AS bookings
         FROM shipments WHERE id = $1`,
      [swift.shipment_id],
    );
    expect(load[0]).toEqual({ status: 3, bookings: 1 });
  });

  it('two brokers making a shipment of one order: one 201, one 409, one shipment', async (context) => {
    if (!onTestServer) context.skip(serverOnly);
    const order = await newOrder();
    const answers = await raceOn(
      async (tx) => {
        await tx.query('SELECT id FROM orders WHERE order_number = $1 FOR UPDATE', [order.orderNumber]);
      },
      () => [
        send('POST', `/api/v2/orders/${order.orderNumber}/shipments`, broker, {}),
        send('POST', `/api/v2/orders/${order.orderNumber}/shipments`, secondBroker, {}),
      ],
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const { rows } = await t.sandbox.services.db.query<{ shipments: number }>(
      `SELECT count(*)::int AS shipments FROM shipments
        WHERE order_id = (SELECT id FROM orders WHERE order_number = $1)`,
      [order.orderNumber],
    );
    expect(rows[0]?.shipments).toBe(1);
  });
});

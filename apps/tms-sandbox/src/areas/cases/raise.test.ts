import type { CaseRecord } from '@freightkit/api';
import { accessorialTypesFor, ShipmentStatus } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
type ErrorBody = { message: string; modelState?: Record<string, string[]> };
let t: TestSandbox;
let dispatcher: Record<string, string>;
let driver: Record<string, string>;
let factoring: Record<string, string>;
let other: Record<string, string>;

const db = () => t.sandbox.services.db;

async function json<T>(response: Response, status: number): Promise<T> {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

const raise = (body: unknown, headers = dispatcher) => t.post('/api/v2/cases', body, headers);

/** A Swiftline shipment in `status` (optionally one assigned to the driver persona, or not). */
async function shipmentIn(
  status: number,
  assignedToDriver?: boolean,
): Promise<{ id: string; number: string }> {
  const { rows } = await db().query<{ id: string; shipment_number: string }>(
    `SELECT s.id, s.shipment_number FROM shipments s JOIN companies co ON co.id = s.company_id
      WHERE co.name ILIKE 'Swiftline%' AND s.status = $1
        AND ($2::boolean IS NULL OR $2 = EXISTS (
          SELECT 1 FROM shipment_drivers sd JOIN drivers d ON d.id = sd.driver_id JOIN users u ON u.id = d.user_id
           WHERE sd.shipment_id = s.id AND lower(u.user_name) = lower($3)))
      ORDER BY s.shipment_number LIMIT 1`,
    [status, assignedToDriver ?? null, persona('driver').email],
  );
  const row = rows[0];
  if (!row) throw new Error(`No seeded Swiftline shipment in status ${String(status)}`);
  return { id: row.id, number: row.shipment_number };
}

beforeAll(async () => {
  t = await createTestSandbox();
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
  factoring = (await t.signIn(persona('factoring').email)).headers;
  other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
  // Migrating and seeding a fresh sandbox takes a while on a shared 2-core machine.
}, 180_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('POST api/v2/cases (ADR 032)', () => {
  it('raises a New Detention case on a delivered shipment, listed under New, in the badge and on the shipment', async () => {
    const delivered = await shipmentIn(ShipmentStatus.Delivered);
    const before = await json<Record<string, number>>(
      await t.get('/api/v2/cases/count_stats', dispatcher),
      200,
    );
    const kase = await json<CaseRecord>(
      await raise({
        shipmentNumber: delivered.number,
        type: 'Detention',
        amount: 187.5,
        description: '  Held 5 hours at the receiver past the appointment.  ',
      }),
      201,
    );
    expect(kase).toMatchObject({
      caseNumber: expect.stringMatching(/^CASE-6\d{3}$/) as string,
      title: 'Detention',
      status: 'New',
      caseSource: 'Carrier Portal',
      shipmentId: delivered.id,
      shipmentNumber: delivered.number,
      amount: 187.5,
      description: 'Held 5 hours at the receiver past the appointment.',
      isVoided: false,
    });
    const after = await json<Record<string, number>>(
      await t.get('/api/v2/cases/count_stats', dispatcher),
      200,
    );
    expect(after.new).toBe((before.new ?? 0) + 1);
    const newest = await json<{ items: CaseRecord[] }>(
      await t.get('/api/v2/cases?group=new', dispatcher),
      200,
    );
    expect(newest.items[0]?.caseNumber).toBe(kase.caseNumber);
    const ofShipment = await json<{ items: CaseRecord[] }>(
      await t.get(`/api/v2/shipments/${delivered.id}/cases`, dispatcher),
      200,
    );
    expect(ofShipment.items.map((c) => c.caseNumber)).toContain(kase.caseNumber);
    const byNumber = await json<CaseRecord>(await t.get(`/api/v2/cases/${kase.caseNumber}`, dispatcher), 200);
    expect(byNumber).toEqual(kase);
    // The new case takes documents through the existing upload.
    const doc = await json<{ entityId: string }>(
      await t.post(
        '/api/v2/documents',
        { name: 'gate-log.pdf', type: 45, data: btoa('%PDF-1.4\n%%EOF\n'), caseId: kase.id },
        dispatcher,
      ),
      201,
    );
    expect(doc.entityId).toBe(kase.id);
  });

  it('numbers cases one after the other; Other may go without an amount', async () => {
    const booked = await shipmentIn(ShipmentStatus.Booked);
    const a = await json<CaseRecord>(
      await raise({
        shipmentNumber: booked.number,
        type: 'TONU',
        amount: 250,
        description: 'Load cancelled at the dock.',
      }),
      201,
    );
    const b = await json<CaseRecord>(
      await raise({ shipmentNumber: booked.number, type: 'Other', description: 'Gate pass fee.' }),
      201,
    );
    expect(Number(b.caseNumber.slice(5))).toBe(Number(a.caseNumber.slice(5)) + 1);
    expect(b.amount).toBeNull();
  });

  it('refuses bad input field by field with clear sentences', async () => {
    const delivered = await shipmentIn(ShipmentStatus.Delivered);
    const body = await json<ErrorBody>(
      await raise({ shipmentNumber: delivered.number, type: 'Lumper', amount: -3, description: ' ' }),
      400,
    );
    expect(body.modelState).toEqual({
      amount: ['Enter an amount greater than $0.00.'],
      description: ['Say what happened and what you are asking for.'],
    });
    const kinds = await json<ErrorBody>(
      await raise({ shipmentNumber: delivered.number, type: 'Fuel', amount: 5, description: 'x' }),
      400,
    );
    expect(kinds.modelState?.type).toEqual(['Choose the kind of accessorial request.']);
    expect((await raise({})).status).toBe(400);
  });

  it("refuses a kind that does not fit the shipment's status (400 on type)", async () => {
    const booked = await shipmentIn(ShipmentStatus.Booked);
    expect(accessorialTypesFor(ShipmentStatus.Booked)).not.toContain('Detention');
    const body = await json<ErrorBody>(
      await raise({ shipmentNumber: booked.number, type: 'Detention', amount: 100, description: 'Waited.' }),
      400,
    );
    expect(body.modelState?.type).toEqual([
      'A Detention request cannot be raised on a shipment that is Booked. It allows TONU, Other.',
    ]);
  });

  it("answers 404 for another company's shipment and an unknown number, and creates nothing", async () => {
    const delivered = await shipmentIn(ShipmentStatus.Delivered);
    const { rows } = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM cases');
    const sent = { shipmentNumber: delivered.number, type: 'Detention', amount: 90, description: 'Waited.' };
    expect(await json<ErrorBody>(await raise(sent, other), 404)).toEqual({
      message: `Shipment ${delivered.number} was not found.`,
      messageKey: 'answer.notFound.shipmentNumber',
      messageParams: { number: delivered.number },
    });
    expect((await raise({ ...sent, shipmentNumber: 'NOPE-1' })).status).toBe(404);
    const { rows: after } = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM cases');
    expect(after[0]?.n).toBe(rows[0]?.n);
  });

  it('lets a driver-only user raise on loads assigned to them only; refuses users without cases (403)', async () => {
    const mine = await shipmentIn(ShipmentStatus.Delivered, true).catch(() =>
      shipmentIn(ShipmentStatus.DeliveryConfirmed, true),
    );
    const notMine = await shipmentIn(ShipmentStatus.Delivered, false);
    const body = (number: string) => ({
      shipmentNumber: number,
      type: 'Detention',
      amount: 75,
      description: 'Waited.',
    });
    expect((await raise(body(mine.number), driver)).status).toBe(201);
    expect((await raise(body(notMine.number), driver)).status).toBe(404);
    expect((await raise(body(notMine.number), factoring)).status).toBe(403);
    expect((await raise(body(notMine.number), {})).status).toBe(401);
  });
});

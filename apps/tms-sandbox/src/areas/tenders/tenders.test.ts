import type { CustomerScoreWire, Tender, TenderListItem } from '@freightkit/api';
import {
  ShipmentStatus as S,
  TenderOfferStatus as T,
  TenderRejectReason as R,
  tenderAnswerRefusalMessage,
} from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let admin: Record<string, string>;
let dispatcher: Record<string, string>;
let driver: Record<string, string>;
let other: Record<string, string>;

interface Page {
  items: TenderListItem[];
  totalCount: number;
  customers: string[];
}

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

const list = async (query = '', headers = admin) =>
  json<Page>(await t.get(`/api/v2/tenders${query === '' ? '' : `?${query}`}`, headers));

const answer = (id: string, body: unknown, headers = dispatcher) =>
  send('PUT', `/api/v2/tenders/${id}/offers`, headers, body);

/** A Sent tender of Swiftline not answered by an earlier test. */
const used = new Set<string>();
async function openTender(): Promise<TenderListItem> {
  const found = (await list('pageSize=100')).items.find((i) => !used.has(i.id));
  if (!found) throw new Error('no open tender left');
  used.add(found.id);
  return found;
}

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
  other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('tender list', () => {
  it('lists only Sent tenders by default, newest first, with rate and charges', async () => {
    const page = await list();
    expect(page.totalCount).toBe(7);
    expect(page.items.every((i) => i.status.value === T.Sent)).toBe(true);
    const sent = page.items.map((i) => i.sentAt);
    expect(sent).toEqual([...sent].sort().reverse());
    expect(page.items.every((i) => i.totalRate > i.rate && i.respondBy !== null)).toBe(true);
    expect(page.customers).toEqual(['Acme Foods', 'Great Lakes Paper', 'Sunbelt Retail']);
  });

  it('filters by statuses, customers and text, sorts and pages', async () => {
    const all = await list('statuses=0&statuses=1&statuses=2&statuses=3&statuses=4');
    expect(all.totalCount).toBe(13);
    const accepted = await list(`statuses=${T.Accepted}`);
    expect(accepted.items.map((i) => i.status.displayName)).toEqual(['Accepted', 'Accepted', 'Accepted']);
    const acme = await list('customers=Acme%20Foods');
    expect(acme.items.every((i) => i.customerName === 'Acme Foods')).toBe(true);
    const number = all.items[0]?.shipmentNumber ?? '';
    expect((await list(`query=${number}&statuses=0&statuses=1&statuses=2&statuses=3`)).totalCount).toBe(1);
    const byRate = await list('sortProperty=rate&sortDirection=asc');
    const rates = byRate.items.map((i) => i.rate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    const second = await list('pageSize=5&page=2');
    expect(second.items).toHaveLength(2);
    expect((await t.get('/api/v2/tenders?sortProperty=secret', admin)).status).toBe(400);
  });

  it('scopes tenders to the caller’s company and refuses a driver', async () => {
    expect((await list('', other)).totalCount).toBe(2);
    expect((await t.get('/api/v2/tenders', driver)).status).toBe(403);
  });
});

describe('one tender', () => {
  it('reads by id or shipment number, with stops in their zones and charges', async () => {
    const first = (await list()).items[0];
    if (!first) throw new Error('no tender');
    const tender = await json<Tender>(await t.get(`/api/v2/tenders/${first.id}`, admin));
    expect(tender.stops.length).toBeGreaterThanOrEqual(2);
    expect(tender.stops[0]?.location.ianaTimezone).toMatch(/\//);
    expect(tender.rejectReason).toBeNull();
    const byNumber = await json<Tender>(await t.get(`/api/v2/tenders/${first.shipmentNumber}`, admin));
    expect(byNumber.id).toBe(first.id);
    const charges = await json<{ code: string; amount: number }[]>(
      await t.get(`/api/v2/tenders/${first.id}/additional_charges`, admin),
    );
    expect(charges.map((c) => c.code)).toContain('FSC');
    expect(tender.totalRate).toBeCloseTo(tender.rate + charges.reduce((sum, c) => sum + c.amount, 0));
  });

  it('answers 404 for another carrier’s tender, by id and by number', async () => {
    const theirs = (await list('', other)).items[0];
    if (!theirs) throw new Error('no tender');
    expect((await t.get(`/api/v2/tenders/${theirs.id}`, admin)).status).toBe(404);
    expect((await t.get(`/api/v2/tenders/${theirs.shipmentNumber}`, admin)).status).toBe(404);
    expect((await t.get(`/api/v2/tenders/${theirs.id}/additional_charges`, admin)).status).toBe(404);
    expect((await answer(theirs.id, { status: T.Accepted })).status).toBe(404);
  });
});

describe('answering a tender', () => {
  it('accepting books the load to the carrier and shows it in the booking list', async () => {
    const open = await openTender();
    const accepted = await json<Tender>(await answer(open.id, { status: T.Accepted }));
    expect(accepted.status.value).toBe(T.Accepted);
    expect(accepted.shipmentStatus.value).toBe(S.Booked);
    expect(accepted.answeredAt).not.toBeNull();
    const booking = await json<{ items: { id: string; status: { value: number } }[] }>(
      await t.get(`/api/v2/shipments?view=booking&status=${S.Booked}&pageSize=100`, admin),
    );
    expect(booking.items.find((i) => i.id === open.shipmentId)?.status.value).toBe(S.Booked);
    expect((await list()).items.map((i) => i.id)).not.toContain(open.id);
  });

  it('rejecting keeps the reason, the note and the rate the carrier would take', async () => {
    const open = await openTender();
    const rejected = await json<Tender>(
      await answer(open.id, {
        status: T.Rejected,
        rejectReason: R.DislikesRate,
        counterRate: 2150,
        note: ' Fuel ',
      }),
    );
    expect(rejected).toMatchObject({
      status: { value: T.Rejected, displayName: 'Rejected' },
      rejectReason: R.DislikesRate,
      counterRate: 2150,
      note: 'Fuel',
    });
    expect(rejected.shipmentStatus.value).not.toBe(S.Booked);
  });

  it('refuses a rejection without the extra fields its reason needs', async () => {
    const open = await openTender();
    const noRate = await json<{ modelState: Record<string, string[]> }>(
      await answer(open.id, { status: T.Rejected, rejectReason: R.DislikesRate }),
      400,
    );
    expect(noRate.modelState.counterRate).toEqual(['Enter the rate you would take.']);
    const noNote = await json<{ modelState: Record<string, string[]> }>(
      await answer(open.id, { status: T.Rejected, rejectReason: R.Other }),
      400,
    );
    expect(noNote.modelState.note).toEqual(['Say why you are rejecting this tender.']);
    expect((await answer(open.id, { status: T.Rescinded })).status).toBe(400);
    used.delete(open.id);
  });

  it('answers 409 with a sentence when the tender was already answered or rescinded', async () => {
    const open = await openTender();
    await json(await answer(open.id, { status: T.Rejected, rejectReason: R.NoCapacity }));
    const again = await json<{ message: string }>(await answer(open.id, { status: T.Accepted }), 409);
    expect(again.message).toBe(tenderAnswerRefusalMessage(T.Rejected));
    const rescinded = (await list(`statuses=${T.Rescinded}`)).items[0];
    if (!rescinded) throw new Error('no rescinded tender');
    const late = await json<{ message: string }>(await answer(rescinded.id, { status: T.Accepted }), 409);
    expect(late.message).toBe('The broker has rescinded this tender, so it can no longer be answered.');
  });

  it('stores exactly one of two answers sent at once', async () => {
    const open = await openTender();
    const answers = await Promise.all([
      answer(open.id, { status: T.Accepted }, admin),
      answer(open.id, { status: T.Rejected, rejectReason: R.NoEquipment }, dispatcher),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const { rows } = await t.sandbox.services.db.query<{ status: number; answered_by: string | null }>(
      'SELECT status, answered_by FROM tender_offers WHERE id = $1',
      [open.id],
    );
    const winner = answers.find((a) => a.status === 200);
    const stored = (await (winner as Response).json()) as Tender;
    expect(rows[0]?.status).toBe(stored.status.value);
  });

  it('refuses a driver (no office capability) with a sentence', async () => {
    const open = await openTender();
    const refused = await json<{ message: string }>(
      await answer(open.id, { status: T.Accepted }, driver),
      403,
    );
    expect(refused.message).toMatch(/^[A-Z].+\.$/);
  });
});

describe("the carrier's score on a tender's customer (ADR 053)", () => {
  const scoreOf = async (id: string, headers = dispatcher) =>
    json<CustomerScoreWire>(await t.get(`/api/v2/tenders/${id}/customer_score`, headers));
  const everyStatus = [T.Sent, T.Accepted, T.Rejected, T.Rescinded, T.BookingRescinded]
    .map((s) => `statuses=${s}`)
    .join('&');

  it("counts the carrier's own offers from that customer, as its tender list shows them", async () => {
    const tender = (await list('pageSize=100')).items[0];
    if (!tender) throw new Error('no tender');
    const all = await list(
      `customers=${encodeURIComponent(tender.customerName)}&${everyStatus}&pageSize=100`,
    );
    const score = await scoreOf(tender.id);
    expect(score.customerName).toBe(tender.customerName);
    expect(score.tendersReceived).toBe(all.totalCount);
    const accepted = all.items.filter(
      (i) => i.status.value === T.Accepted || i.status.value === T.BookingRescinded,
    );
    const rejected = all.items.filter((i) => i.status.value === T.Rejected).length;
    expect(score.tendersRejected).toBe(rejected);
    expect(score.acceptance.count).toBe(accepted.length);
    expect(score.acceptance.of).toBe(accepted.length + rejected);
    // The same answer by shipment number (the portal's /tenders/{shipmentNumber}).
    expect(await scoreOf(tender.shipmentNumber)).toEqual(score);
  });

  it('follows the loads it accepted: delivered late, then on time', async () => {
    const accepted = (await list(`statuses=${T.Accepted}&pageSize=100`)).items[0];
    if (!accepted) throw new Error('no accepted tender');
    const before = await scoreOf(accepted.id);
    const { db } = t.sandbox.services;
    await db.query('UPDATE shipments SET status = $2 WHERE id = $1', [accepted.shipmentId, S.Delivered]);
    // First stop reached an hour before its late time; last stop an hour after its late time.
    await db.query(
      `UPDATE shipment_stops SET arrival = late + CASE WHEN sequence = 1 THEN interval '-1 hour' ELSE interval '1 hour' END
        WHERE shipment_id = $1`,
      [accepted.shipmentId],
    );
    const late = await scoreOf(accepted.id);
    expect(late.loadsHauled).toBe(before.loadsHauled + 1);
    expect(late.onTimeDelivery.of).toBe(before.onTimeDelivery.of + 1);
    expect(late.onTimeDelivery.count).toBe(before.onTimeDelivery.count);
    expect(late.onTimePickup.count).toBe(
      before.onTimePickup.count + (before.onTimePickup.of === late.onTimePickup.of ? 0 : 1),
    );
    await db.query(`UPDATE shipment_stops SET arrival = late WHERE shipment_id = $1`, [accepted.shipmentId]);
    const onTime = await scoreOf(accepted.id);
    expect(onTime.onTimeDelivery.count).toBe(before.onTimeDelivery.count + 1);
    expect(onTime.onTimeDelivery.rate).toBe(onTime.onTimeDelivery.count / onTime.onTimeDelivery.of);
  });

  it("answers 404 for another carrier's tender", async () => {
    const tender = (await list('pageSize=100')).items[0];
    expect((await t.get(`/api/v2/tenders/${tender?.id ?? ''}/customer_score`, other)).status).toBe(404);
  });
});

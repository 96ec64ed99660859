import type { RateRequest, RateRequestDetail } from '@freightkit/api';
import { RateRequestStatus as S, ServiceLevel, ShipmentStatus, specMessagesEn } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let dispatcher: Record<string, string>;
let driver: Record<string, string>;
let other: Record<string, string>;

interface Page {
  items: RateRequest[];
  totalCount: number;
  counts: { open: number; responded: number; declined: number };
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

const search = async (query = '', headers = dispatcher) =>
  json<Page>(await t.get(`/api/v2/rate_requests${query === '' ? '' : `?${query}`}`, headers));

beforeAll(async () => {
  t = await createTestSandbox();
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
  other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('rate requests', () => {
  it('searches open requests by default, with the counts by outcome', async () => {
    const open = await search();
    expect(open.counts).toEqual({ open: 4, responded: 3, declined: 2 });
    expect(open.totalCount).toBe(4);
    expect(open.items.every((r) => r.status === S.Sent && r.responseRate === null)).toBe(true);
    const responded = await search(`statuses=${S.Offered}`);
    expect(responded.items.every((r) => r.responseRate !== null && r.serviceLevel !== null)).toBe(true);
    expect((await search('', other)).counts).toEqual({ open: 1, responded: 0, declined: 1 });
    expect((await t.get('/api/v2/rate_requests', driver)).status).toBe(403);
  });

  it('sends a response: Response sent!, and the request moves from open to responded', async () => {
    const [first] = (await search()).items;
    if (!first) throw new Error('no open request');
    const sent = await json<{ message: string; rateRequest: RateRequest }>(
      await send('POST', `/api/v2/rate_requests/${first.id}/responses`, dispatcher, {
        rate: 1950,
        serviceLevel: ServiceLevel.QuickPay,
        note: ' Can pick up early ',
      }),
      201,
    );
    expect(sent.message).toBe(specMessagesEn['shipments.responseSent']);
    expect(sent.rateRequest).toMatchObject({
      status: S.Offered,
      responseRate: 1950,
      serviceLevel: ServiceLevel.QuickPay,
      note: 'Can pick up early',
    });
    const after = await search();
    expect(after.counts).toEqual({ open: 3, responded: 4, declined: 2 });
    expect(after.items.map((r) => r.id)).not.toContain(first.id);
    const again = await json<{ message: string }>(
      await send('POST', `/api/v2/rate_requests/${first.id}/declines`, dispatcher, {}),
      409,
    );
    expect(again.message).toMatch(/already been answered/);
  });

  it("reads one request with its load's status and stops in their zones, matching the lane", async () => {
    const [first] = (await search()).items;
    if (!first) throw new Error('no open request');
    const detail = await json<RateRequestDetail>(
      await t.get(`/api/v2/rate_requests/${first.id}`, dispatcher),
    );
    expect(detail.shipmentNumber).toMatch(/^\d+$/);
    expect(detail.shipmentStatus?.value).toBe(ShipmentStatus.ReadyToBook);
    expect(detail.stops.length).toBeGreaterThanOrEqual(2);
    expect(detail.stops.every((stop) => stop.location.ianaTimezone.includes('/'))).toBe(true);
    expect(detail.stops[0]?.location.city).toBe(detail.origin.city);
    expect(detail.stops.at(-1)?.location.city).toBe(detail.destination.city);
  });

  it('declines, once: two answers at once store exactly one', async () => {
    const [first] = (await search()).items;
    if (!first) throw new Error('no open request');
    const answers = await Promise.all([
      send('POST', `/api/v2/rate_requests/${first.id}/declines`, dispatcher, { note: 'No trucks' }),
      send('POST', `/api/v2/rate_requests/${first.id}/responses`, dispatcher, {
        rate: 1800,
        serviceLevel: ServiceLevel.Standard,
      }),
    ]);
    // Whichever lands first wins: a decline answers 200, a response 201 (it is created); the other is 409.
    const [decline, response] = answers.map((a) => a.status);
    expect([decline, response].sort()).toEqual(decline === 200 ? [200, 409] : [201, 409]);
    const stored = await json<RateRequest>(await t.get(`/api/v2/rate_requests/${first.id}`, dispatcher));
    expect(stored.status).toBe(decline === 200 ? S.Declined : S.Offered);
  });

  it('refuses another carrier’s request, bad input and a driver', async () => {
    const theirs = (await search('', other)).items[0];
    if (!theirs) throw new Error('no request');
    expect((await t.get(`/api/v2/rate_requests/${theirs.id}`, dispatcher)).status).toBe(404);
    expect((await send('POST', `/api/v2/rate_requests/${theirs.id}/declines`, dispatcher, {})).status).toBe(
      404,
    );
    expect((await t.get('/api/v2/rate_requests/not-an-id', dispatcher)).status).toBe(404);
    const mine = (await search()).items[0];
    if (!mine) throw new Error('no open request');
    expect(
      (
        await send('POST', `/api/v2/rate_requests/${mine.id}/responses`, dispatcher, {
          rate: -5,
          serviceLevel: 9,
        })
      ).status,
    ).toBe(400);
    expect((await send('POST', `/api/v2/rate_requests/${mine.id}/declines`, driver, {})).status).toBe(403);
  });
});

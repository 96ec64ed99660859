import type { CaseRecord } from '@freightkit/api';
import { caseDisplayGroup, casesPageSize } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
type Page = { items: CaseRecord[]; totalCount: number; page: number; pageSize: number };
let t: TestSandbox;
let admin: Record<string, string>;
let driver: Record<string, string>;
let factoring: Record<string, string>;
let other: Record<string, string>;
let swiftlineId: string;

const db = () => t.sandbox.services.db;

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

const list = (query = '', headers = admin) => t.get(`/api/v2/cases${query}`, headers);

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
  factoring = (await t.signIn(persona('factoring').email)).headers;
  other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
  const { rows } = await db().query<{ company_id: string }>(
    "SELECT company_id FROM cases WHERE case_number = 'CASE-5001'",
  );
  swiftlineId = rows[0]?.company_id ?? '';
  // Migrating and seeding a fresh sandbox takes a while on a shared 2-core machine.
}, 180_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('GET api/v2/cases', () => {
  it("lists the caller's company's cases newest first, with titles and shipment numbers", async () => {
    const page = await json<Page>(await list());
    expect(page).toMatchObject({ totalCount: 9, page: 1, pageSize: casesPageSize });
    expect(page.items.map((c) => c.caseNumber)).toEqual([
      'CASE-5009',
      'CASE-5008',
      'CASE-5007',
      'CASE-5006',
      'CASE-5005',
      'CASE-5004',
      'CASE-5003',
      'CASE-5002',
      'CASE-5001',
    ]);
    const first = page.items.at(-1);
    expect(first).toMatchObject({
      title: 'Detention',
      status: 'New',
      statusDescription: 'New',
      shipmentNumber: expect.any(String) as string,
      involvedParties: [{ id: swiftlineId, name: expect.any(String) as string }],
    });
    expect(new Set(page.items.map((c) => c.title))).toEqual(
      new Set(['Detention', 'Lumper', 'Layover', 'TONU']),
    );
  });

  it.each([
    ['new', 3],
    ['inProgress', 2],
    ['onHold', 1],
    ['resolved', 3],
  ])('filters by the %s display group (%i cases), as the count stats count them', async (group, count) => {
    const page = await json<Page>(await list(`?group=${group}`));
    expect(page.totalCount).toBe(count);
    expect(page.items.every((c) => caseDisplayGroup(c) === group)).toBe(true);
    const stats = await json<Record<string, number>>(await t.get('/api/v2/cases/count_stats', admin));
    expect(stats[group]).toBe(count);
  });

  it('pages', async () => {
    const page = await json<Page>(await list('?page=2&pageSize=4'));
    expect(page).toMatchObject({ totalCount: 9, page: 2, pageSize: 4 });
    expect(page.items.map((c) => c.caseNumber)).toEqual(['CASE-5005', 'CASE-5004', 'CASE-5003', 'CASE-5002']);
  });

  it("scopes to the caller's company: another carrier sees only its own, a foreign involvedPartyIds finds nothing", async () => {
    const theirs = await json<Page>(await list('', other));
    expect(theirs.items.map((c) => c.caseNumber)).toEqual(['CASE-5011', 'CASE-5010']);
    expect((await json<Page>(await list(`?involvedPartyIds=${swiftlineId}`, other))).totalCount).toBe(0);
    expect((await json<Page>(await list(`?involvedPartyIds=${swiftlineId}`))).totalCount).toBe(9);
  });

  it('refuses bad input with a model state', async () => {
    for (const query of ['?group=closed', '?page=0', `?pageSize=${casesPageSize + 1}`, '?pageSize=x']) {
      const body = await json<{ modelState: Record<string, string[]> }>(await list(query), 400);
      expect(Object.keys(body.modelState).length).toBeGreaterThan(0);
    }
  });

  it('answers 401 without a session and 403 to users without carrier or driver portal', async () => {
    expect((await list('', {})).status).toBe(401);
    expect((await list('', factoring)).status).toBe(403);
  });

  it('shows a driver-only user only the cases of shipments assigned to them', async () => {
    const { rows } = await db().query<{ case_number: string }>(
      `SELECT k.case_number FROM cases k JOIN shipments s ON s.id = k.shipment_id
         JOIN shipment_drivers sd ON sd.shipment_id = s.id JOIN drivers d ON d.id = sd.driver_id
         JOIN users u ON u.id = d.user_id WHERE lower(u.user_name) = lower($1) ORDER BY k.case_number DESC`,
      [persona('driver').email],
    );
    const page = await json<Page>(await list('', driver));
    expect(page.items.map((c) => c.caseNumber)).toEqual(rows.map((r) => r.case_number));
    expect(rows.length).toBeGreaterThan(0);
    expect(page.totalCount).toBeLessThan(9);
  });
});

describe('GET api/v2/cases/{caseNumber}', () => {
  it('answers one case by number', async () => {
    const kase = await json<CaseRecord>(await t.get('/api/v2/cases/CASE-5008', admin));
    expect(kase).toMatchObject({ caseNumber: 'CASE-5008', status: 'Resolved', title: 'TONU' });
  });

  it("answers 404 for another company's case and an unknown number", async () => {
    expect((await t.get('/api/v2/cases/CASE-5010', admin)).status).toBe(404);
    expect((await t.get('/api/v2/cases/CASE-5001', other)).status).toBe(404);
    expect((await t.get('/api/v2/cases/CASE-9999', admin)).status).toBe(404);
  });

  it('answers 404 to a driver for a case of a shipment not assigned to them', async () => {
    const mine = (await json<Page>(await list('', driver))).items.map((c) => c.caseNumber);
    const notMine = ['CASE-5001', 'CASE-5002', 'CASE-5003'].find((n) => !mine.includes(n)) ?? '';
    expect((await t.get(`/api/v2/cases/${notMine}`, driver)).status).toBe(404);
  });

  it('still serves the count stats at their static path', async () => {
    expect((await t.get('/api/v2/cases/count_stats', admin)).status).toBe(200);
  });
});

describe('GET api/v2/shipments/{id}/cases', () => {
  const shipmentOf = async (caseNumber: string) => {
    const { rows } = await db().query<{ shipment_id: string }>(
      'SELECT shipment_id FROM cases WHERE case_number = $1',
      [caseNumber],
    );
    return rows[0]?.shipment_id ?? '';
  };

  it('lists the cases of a shipment (up to 1000 a page by default)', async () => {
    const page = await json<Page>(
      await t.get(`/api/v2/shipments/${await shipmentOf('CASE-5001')}/cases`, admin),
    );
    expect(page.pageSize).toBe(1000);
    expect(page.items.map((c) => c.caseNumber)).toContain('CASE-5001');
    expect(page.items.every((c) => c.shipmentId === page.items[0]?.shipmentId)).toBe(true);
  });

  it('answers an empty page for a shipment without cases', async () => {
    const { rows } = await db().query<{ id: string }>(
      'SELECT s.id FROM shipments s WHERE s.company_id = $1 AND NOT EXISTS (SELECT 1 FROM cases k WHERE k.shipment_id = s.id) LIMIT 1',
      [swiftlineId],
    );
    const page = await json<Page>(await t.get(`/api/v2/shipments/${rows[0]?.id ?? ''}/cases`, admin));
    expect(page).toMatchObject({ items: [], totalCount: 0 });
  });

  it("answers 404 for another company's shipment and 400 for a page size over 1000", async () => {
    const id = await shipmentOf('CASE-5001');
    expect((await t.get(`/api/v2/shipments/${id}/cases`, other)).status).toBe(404);
    expect((await t.get(`/api/v2/shipments/${id}/cases?pageSize=1001`, admin)).status).toBe(400);
  });
});

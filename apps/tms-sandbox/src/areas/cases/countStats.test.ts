import type { CaseRecord } from '@freightkit/api';
import { caseDisplayGroup } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let admin: Record<string, string>;
let driver: Record<string, string>;
let broker: Record<string, string>;

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

/** The count stats as the caller's own case list groups them. */
async function groupsOfList(headers: Record<string, string>) {
  const page = await json<{ items: CaseRecord[] }>(await t.get('/api/v2/cases', headers));
  const groups = { new: 0, inProgress: 0, onHold: 0, resolved: 0 };
  for (const kase of page.items) groups[caseDisplayGroup(kase)] += 1;
  return groups;
}

const stats = async (headers: Record<string, string>) =>
  json<Record<string, number>>(await t.get('/api/v2/cases/count_stats', headers));

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
  broker = (await t.signIn(persona('broker').email)).headers;
  // Migrating and seeding a fresh sandbox takes a while on a shared 2-core machine.
}, 180_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('GET api/v2/cases/count_stats', () => {
  it('counts every case of the company for a carrier user', async () => {
    const counts = await stats(admin);
    expect(counts).toEqual(await groupsOfList(admin));
    expect(total(counts)).toBe(9);
  });

  it('counts for a driver-only user only the cases on loads assigned to them, as their list shows', async () => {
    const counts = await stats(driver);
    expect(counts).toEqual(await groupsOfList(driver));
    expect(total(counts)).toBeGreaterThan(0);
    expect(total(counts)).toBeLessThan(total(await stats(admin)));
  });

  it('counts for a broker, who opens /cases without the drawer entry and its badge, the cases they list', async () => {
    const counts = await stats(broker);
    expect(counts).toEqual(await groupsOfList(broker));
  });
});

import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { allEndpoints, contract } from '../contract/index.ts';
import { toRoutePattern } from '../contract/endpoint.ts';
import { defaultHandlers } from './defaults.ts';
import { buildMockToken, mockPersonas } from './factories.ts';
import { fixture, fixtureError, fixtureSequence, page, recordedFixture } from './fixture.ts';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

const baseUrl = 'http://tms.test';
const o = { baseUrl };
const client = createApiClient({
  baseUrl,
  getSession: () => ({ accessToken: buildMockToken(mockPersonas.dispatcher) }),
});

describe('default fixtures', () => {
  it('answer every endpoint of the contract, in routing order (stories render without setup)', () => {
    const handlers = defaultHandlers().slice(0, -1); // the last one serves document files
    expect(handlers).toHaveLength(allEndpoints.length);
    expect(handlers.map((h) => `${String(h.info.method)} ${String(h.info.path)}`)).toEqual(
      allEndpoints.map((e) => `${e.method} *${toRoutePattern(e.path)}`),
    );
  });

  it('answer reads with contract-valid data (the answer is parsed by the response schema)', async () => {
    server.use(...defaultHandlers(o));
    const shipment = await client.call(contract.shipments.byId, { params: { id: 's7' } });
    expect(shipment.id).toBe('s7');
    const tracking = await client.call(contract.shipments.list, { query: { view: 'tracking' } });
    expect(tracking.items.length).toBeGreaterThan(0);
    const cases = await client.call(contract.cases.list);
    expect(cases.totalCount).toBe(cases.items.length);
    const me = await client.call(contract.contacts.currentUser);
    expect(me.id).toBe(mockPersonas.dispatcher.contactId);
  });
});

describe('fixture helpers', () => {
  it('answer in turn and then keep the last answer', async () => {
    server.use(fixtureSequence(contract.counts.tenders, [{ sent: 1 }, () => ({ sent: 2 })], o));
    const sent = async () => (await client.call(contract.counts.tenders)).sent;
    expect([await sent(), await sent(), await sent()]).toEqual([1, 2, 2]);
  });

  it('answer an error in the back end’s shape', async () => {
    server.use(fixtureError(contract.cases.list, 500, 'Unable to load cases.', undefined, o));
    await expect(client.call(contract.cases.list)).rejects.toMatchObject({
      status: 500,
      serverMessage: 'Unable to load cases.',
    });
  });

  it('record the validated requests they answered', async () => {
    const rename = recordedFixture(
      contract.shipments.renameFilterSet,
      ({ params, body }) => ({
        id: params.id,
        name: body.name,
        view: 'tracking' as const,
        filters: {},
        createdAt: '2026-11-24T15:00:00.000Z',
      }),
      o,
    );
    server.use(rename.handler);
    await client.call(contract.shipments.renameFilterSet, {
      params: { id: 'set-1' },
      body: { name: 'Late' },
    });
    expect(rename.requests.map((r) => r.body.name)).toEqual(['Late']);
  });

  it('refuse an answer the contract does not allow (a story can never drift from it)', async () => {
    server.use(fixture(contract.counts.tenders, (() => ({ sent: 'many' })) as never, o));
    await expect(client.call(contract.counts.tenders)).rejects.toMatchObject({ status: 500 });
  });

  it('build pages that say what they hold', () => {
    expect(page(['a', 'b'])).toEqual({ items: ['a', 'b'], totalCount: 2, page: 1, pageSize: 50 });
  });
});

// node:fs without Node's types in this browser-facing package (the test runs in Node).
const fsModule: string = 'node:fs';
const fs = (await import(/* @vite-ignore */ fsModule)) as {
  readdirSync(dir: URL): string[];
  readFileSync(file: URL, encoding: 'utf8'): string;
};
const sources = fs
  .readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => [f, fs.readFileSync(new URL(f, import.meta.url), 'utf8')] as const);

describe('the fixtures hold no back-end rule', () => {
  // The sandbox holds the behaviour (permissions, status transitions, scoping, filtering); a rule
  // copied here would be a second back end to keep in step. Enums, labels and messages are data.

  it('import no rule of domain (can…, is…, has…, …Permission, visibility, refusals, validation)', () => {
    const domainImports = sources.flatMap(([file, text]) =>
      [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@freightkit\/domain'/g)].flatMap(
        ([, names = '']) =>
          names
            .split(',')
            .map((n) => n.trim())
            // Types describe data; only values can carry a rule.
            .filter((n) => !n.startsWith('type '))
            .filter((n) =>
              /^(can|is|has|validate|visib)|Permission|Refusal|Block|Window|Group|DateTime|ZoneFor/.test(n),
            )
            .map((n) => `${file}: ${n}`),
      ),
    );
    expect(domainImports).toEqual([]);
  });

  it('never branch on the user’s permissions or roles', () => {
    const branches = sources.filter(([, text]) =>
      /\.(permissions|roles|isBroker)\b[^\n]*(\?|&&|\|\|)/.test(text),
    );
    expect(branches.map(([file]) => file)).toEqual([]);
  });
});

import { msg } from '@freightkit/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '../contract/index.ts';
import {
  buildMockToken,
  defaultHandlers,
  endpointHandler,
  fixture,
  fixtureError,
  mockCounts,
  mockPersonas,
} from '../msw/index.ts';
import { ApiError } from './ApiError.ts';
import { createApiClient, type ApiClientOptions } from './createApiClient.ts';
import { apiKeyHeader, apiKeyOf, decodeAccessToken } from './token.ts';

const baseUrl = 'http://tms.test';
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

const token = buildMockToken(mockPersonas.carrierAdmin);
const client = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseUrl, getSession: () => ({ accessToken: token }), ...options });

/** Captures the request of one endpoint and answers `answer`. */
function capture(path: string, answer: unknown, init: { status?: number; method?: 'get' | 'post' } = {}) {
  const seen: Request[] = [];
  server.use(
    http[init.method ?? 'get'](`${baseUrl}/${path}`, ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json(answer as never, { status: init.status ?? 200 });
    }),
  );
  return seen;
}

describe('createApiClient', () => {
  it('sends the bearer token and the API key of the token claim on authenticated calls', async () => {
    const seen = capture('api/v2/me/carrier', {
      id: 'c1',
      name: 'Swiftline',
      mcNumber: null,
      dotNumber: null,
      isBroker: false,
    });
    const carrier = await client().call(contract.identity.carrier);
    expect(seen[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(seen[0]?.headers.get(apiKeyHeader)).toBe(apiKeyOf(token));
    expect(carrier.isBookable).toBe(true); // the spec's default, filled by the contract
  });

  it('sends no credentials on public calls, and the JSON body', async () => {
    const seen = capture(
      'api/v2/auth/authorize_user',
      { data: { accessToken: token, user: mockPersonas.dispatcher } },
      { method: 'post' },
    );
    const answer = await client().call(contract.identity.login, {
      body: { userName: 'a@b.test', password: 'pw' },
    });
    expect(answer.data.user.firstName).toBe('Marco');
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]?.json()).toEqual({ userName: 'a@b.test', password: 'pw' });
  });

  it('builds the query string and encodes path params', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${baseUrl}/api/v2/quick_searches/shipments`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ items: [], totalCount: 0, page: 2, pageSize: 50 });
      }),
      http.get(`${baseUrl}/api/v2/shipments/:id`, ({ params }) => {
        seen.push(String(params.id));
        return HttpResponse.json({}, { status: 404 });
      }),
    );
    await client().call(contract.search.shipments, { query: { query: 'PO 1/2', page: 2, pageSize: 50 } });
    expect(new URL(seen[0] ?? '').searchParams.get('query')).toBe('PO 1/2');
    await expect(client().call(contract.shipments.byId, { params: { id: 'a/b' } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(seen[1]).toBe('a/b');
    expect(client().urlFor(contract.shipments.byId, { params: { id: 'a/b' } })).toBe(
      `${baseUrl}/api/v2/shipments/a%2Fb`,
    );
  });

  it('rejects a non-2xx answer with the status and the model-state messages', async () => {
    capture(
      'api/v2/me/company',
      { message: 'The request is invalid.', modelState: { name: ['Too long', 'Bad'] } },
      { status: 400 },
    );
    const error = await client()
      .call(contract.identity.company)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      messages: [{ text: 'Too long' }, { text: 'Bad' }],
    });
  });

  it('prefers the errors map, then the message', async () => {
    capture('api/v2/me/company', { message: 'ignored', errors: { a: 'First' } }, { status: 409 });
    await expect(client().call(contract.identity.company)).rejects.toMatchObject({
      messages: [{ text: 'First' }],
    });
    capture('api/v2/me/company', { message: 'Carrier is marked "Do Not Use".' }, { status: 403 });
    await expect(client().call(contract.identity.company)).rejects.toMatchObject({
      status: 403,
      serverMessage: 'Carrier is marked "Do Not Use".',
    });
  });

  it('calls onUnauthorized once on a 401 of an authenticated call, then rejects', async () => {
    const onUnauthorized = vi.fn();
    capture(
      'api/v2/me/carrier',
      { message: 'Authorization has been denied for this request.' },
      { status: 401 },
    );
    await expect(client({ onUnauthorized }).call(contract.identity.carrier)).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
  });

  it('does not end the session on a 401 of the login call (wrong credentials)', async () => {
    const onUnauthorized = vi.fn();
    capture(
      'api/v2/auth/authorize_user',
      { message: 'Email Address or Password is invalid' },
      { status: 401, method: 'post' },
    );
    await expect(
      client({ onUnauthorized }).call(contract.identity.login, { body: { userName: 'x', password: 'y' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives "An Unknown Error Occurred" when no answer comes back', async () => {
    server.use(http.get(`${baseUrl}/api/v2/me/carrier`, () => HttpResponse.error()));
    await expect(client().call(contract.identity.carrier)).rejects.toMatchObject({
      kind: 'network',
      status: null,
      messages: [msg('errors.unknown')],
    });
  });

  it('rejects an answer that breaks the contract without showing zod text to users', async () => {
    capture('api/v2/me/carrier', { id: 'c1' });
    const error = (await client()
      .call(contract.identity.carrier)
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('contract');
    expect(error.serverMessage).toContain('name');
    expect(error.messages).toEqual([msg('errors.unknown')]);
  });

  it('rejects a 2xx answer that is not JSON', async () => {
    server.use(http.get(`${baseUrl}/api/v2/me/carrier`, () => new HttpResponse('<html>', { status: 200 })));
    await expect(client().call(contract.identity.carrier)).rejects.toMatchObject({ kind: 'contract' });
  });

  it('reads the session on every call', async () => {
    let session: { accessToken: string } | null = null;
    const seen = capture('api/v2/tenders/counts', { sent: 1 });
    const c = createApiClient({ baseUrl, getSession: () => session });
    await c.call(contract.counts.tenders);
    session = { accessToken: token };
    await c.call(contract.counts.tenders);
    expect(seen.map((r) => r.headers.get('Authorization'))).toEqual([null, `Bearer ${token}`]);
  });

  it('with a 401 handler, rejects an authenticated call with no session as a 401 without sending it', async () => {
    let session: { accessToken: string } | null = null;
    const seen = capture('api/v2/tenders/counts', { sent: 1 });
    const onUnauthorized = vi.fn();
    const c = createApiClient({ baseUrl, getSession: () => session, onUnauthorized });
    const error = await c.call(contract.counts.tenders).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401, endpoint: contract.counts.tenders.name });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(error);
    expect(seen).toHaveLength(0);
    // A new session is picked up at once.
    session = { accessToken: token };
    await c.call(contract.counts.tenders);
    expect(seen.map((r) => r.headers.get('Authorization'))).toEqual([`Bearer ${token}`]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('token helpers', () => {
  it('decodes claims and tolerates garbage', () => {
    expect(decodeAccessToken(token)?.sub).toBe(mockPersonas.carrierAdmin.id);
    expect(decodeAccessToken('not-a-jwt')).toBeNull();
    expect(decodeAccessToken('a.!!!.c')).toBeNull();
    expect(apiKeyOf('a.e30.c')).toBeUndefined();
  });

  it('reads each token its own claims, however they alternate', () => {
    expect(decodeAccessToken(token)?.sub).toBe(mockPersonas.carrierAdmin.id);
    expect(decodeAccessToken('a.e30.c')).toEqual({});
    expect(decodeAccessToken(token)?.sub).toBe(mockPersonas.carrierAdmin.id);
    expect(decodeAccessToken('not-a-jwt')).toBeNull();
    expect(apiKeyOf(token)).toBe(decodeAccessToken(token)?.extension_ApiKey);
  });
});

describe('MSW fixtures from the contract', () => {
  it('sign the story’s persona in, and answer an error a story asks for', async () => {
    server.use(...defaultHandlers({ baseUrl, persona: 'broker' }));
    const ok = await client().call(contract.identity.login, {
      body: { userName: 'broker@summitbrokerage.test', password: 'Freight!2026' },
    });
    expect(ok.data.user.isBroker).toBe(true);
    server.use(
      fixtureError(contract.identity.login, 401, 'Email Address or Password is invalid', undefined, {
        baseUrl,
      }),
    );
    await expect(
      client().call(contract.identity.login, {
        body: { userName: 'broker@summitbrokerage.test', password: 'x' },
      }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('validate requests like the sandbox (400 with a model state)', async () => {
    server.use(...defaultHandlers({ baseUrl }));
    await expect(
      client().call(contract.identity.login, { body: { userName: '', password: 'x' } }),
    ).rejects.toMatchObject({ status: 400, body: { modelState: { userName: [expect.any(String)] } } });
  });

  it('answer counts by default, and a story’s answer instead', async () => {
    server.use(...defaultHandlers({ baseUrl }));
    expect(await client().call(contract.counts.tenders)).toEqual(mockCounts.tenders);
    server.use(fixture(contract.counts.tenders, { sent: 42 }, { baseUrl }));
    expect(await client().call(contract.counts.tenders)).toEqual({ sent: 42 });
  });

  it('lets a story override one endpoint with a resolver', async () => {
    server.use(endpointHandler(contract.counts.tenders, () => ({ sent: 42 }), { baseUrl }));
    expect(await client().call(contract.counts.tenders)).toEqual({ sent: 42 });
  });
});

import { apiKeyClaim, apiKeyHeader, apiKeyOf, decodeAccessToken } from '@freightkit/api';
import { driverLinkUsedUpMessage, isDoNotUseMessage } from '@freightkit/domain';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { getSetting } from './db/database.ts';
import { createTokenService } from './http/tokens.ts';
import { contentSecurityPolicy } from './http/security.ts';
import { persona } from './personas.ts';
import { createTestSandbox, testConfig } from './testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;

beforeAll(async () => {
  t = await createTestSandbox();
}, 180_000);

afterAll(async () => {
  await t.sandbox.close();
});

const admin = () => t.signIn(persona('carrierAdmin').email);

interface Page {
  items: { id: string; shipmentNumber: string; status: { value: number }; referenceNumbers?: unknown[] }[];
  totalCount: number;
}

describe('health and unknown paths', () => {
  it('answers the health check', async () => {
    const response = await t.get('/api/health');
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.get('/api/v2/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No API route matches GET /api/v2/nothing-here.' });
  });
});

describe('credentials login', () => {
  it('signs a persona in with a signed, expiring token carrying the API-key claim and the spec user', async () => {
    const { token, user } = await admin();
    const claims = decodeAccessToken(token);
    expect(typeof claims?.[apiKeyClaim]).toBe('string');
    expect(claims?.exp).toBeGreaterThan(Date.now() / 1000);
    expect(user).toMatchObject({
      firstName: 'Dana',
      roles: ['Admin', 'AP'],
      permissions: expect.arrayContaining(['CarrierPortal']) as unknown,
      companyName: 'Swiftline Carriers',
      isBroker: false,
      isBookable: true,
      has3PLNetwork: true,
      trackingIntegration: { samsaraIsExpired: true },
    });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('accepts the mobile variant', async () => {
    const response = await t.post('/api/v2/auth/mobile_authorize_user', {
      userName: persona('driver').email,
      password: persona('driver').password,
      deviceId: 'phone-1',
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a wrong password', persona('dispatcher').email, 'nope'],
    ['an unknown user', 'nobody@example.test', 'Freight!2026'],
    ['an invited user who has not activated', persona('invited').email, 'Freight!2026'],
  ])('refuses %s with 401', async (_case, userName, password) => {
    const response = await t.post('/api/v2/auth/authorize_user', { userName, password });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Email Address or Password is invalid' });
  });

  it('refuses a carrier marked Do Not Use with a message domain recognises', async () => {
    const { email, password } = persona('doNotUse');
    const response = await t.post('/api/v2/auth/authorize_user', { userName: email, password });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { message: string };
    expect(isDoNotUseMessage(body.message)).toBe(true);
  });
});

describe('bad input', () => {
  it('answers a missing field with 400 and a model state', async () => {
    const response = await t.post('/api/v2/auth/authorize_user', { password: 'x' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; modelState: Record<string, string[]> };
    expect(body.message).toBe('The request is invalid.');
    expect(Object.keys(body.modelState)).toEqual(['userName']);
  });

  it('answers malformed JSON with 400, not a crash', async () => {
    const response = await t.post('/api/v2/auth/authorize_user', '{"userName":');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ modelState: { body: ['Not valid JSON.'] } });
  });

  it('answers a bad query with 400 naming the field', async () => {
    const { headers } = await admin();
    const response = await t.get('/api/v2/quick_searches/shipments?query=1&pageSize=lots', headers);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ modelState: { pageSize: [expect.any(String)] } });
  });

  it('refuses a reset link pointing at another site', async () => {
    const response = await t.post('/api/v2/auth/password_reset_requests', {
      url: 'https://evil.example/reset-password',
      emailAddress: persona('dispatcher').email,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ modelState: { url: [expect.any(String)] } });
  });
});

describe('authentication of API calls', () => {
  it('answers 401 without a token', async () => {
    expect((await t.get('/api/v2/me/carrier')).status).toBe(401);
  });

  it('answers 401 when the API-key header is missing or wrong', async () => {
    const { token } = await admin();
    expect((await t.get('/api/v2/me/carrier', { Authorization: `Bearer ${token}` })).status).toBe(401);
    expect(
      (await t.get('/api/v2/me/carrier', { Authorization: `Bearer ${token}`, [apiKeyHeader]: 'wrong' }))
        .status,
    ).toBe(401);
  });

  it('answers 401 to a tampered token', async () => {
    const { headers, token } = await admin();
    const [head, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeAccessToken(token), companyId: 'other' })).toString(
      'base64url',
    );
    const response = await t.get('/api/v2/me/carrier', {
      ...headers,
      Authorization: `Bearer ${head}.${forged}.${signature}`,
    });
    expect(response.status).toBe(401);
  });

  it('answers 401 to an expired token', async () => {
    const secret = Buffer.from((await getSetting(t.sandbox.services.db, 'jwt_secret')) ?? '', 'base64');
    const shortLived = createApp({ ...t.sandbox.services, tokens: createTokenService(secret, 1) });
    const answer = await shortLived.request('/api/v2/auth/authorize_user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        userName: persona('dispatcher').email,
        password: persona('dispatcher').password,
      }),
    });
    const { accessToken } = ((await answer.json()) as { data: { accessToken: string } }).data;
    const headers = { Authorization: `Bearer ${accessToken}`, [apiKeyHeader]: apiKeyOf(accessToken) ?? '' };
    expect((await t.get('/api/v2/me/carrier', headers)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await t.get('/api/v2/me/carrier', headers)).status).toBe(401);
  });

  it('serves me and contact calls for the caller', async () => {
    const { headers, user } = await admin();
    const carrier = (await (await t.get('/api/v2/me/carrier', headers)).json()) as Record<string, unknown>;
    expect(carrier).toMatchObject({ id: user.companyId, name: 'Swiftline Carriers', isBroker: false });
    const company = (await (await t.get('/api/v2/me/company', headers)).json()) as Record<string, unknown>;
    expect(company).toMatchObject({ companyType: 'Carrier', has3PLNetwork: true });
    expect(await (await t.get('/api/v2/me/notification_preferences', headers)).json()).toHaveLength(3);
    const contact = (await (await t.get('/api/v2/contacts/currentuser', headers)).json()) as Record<
      string,
      unknown
    >;
    expect(contact).toMatchObject({ id: user.contactId, userName: persona('carrierAdmin').email });
  });
});

describe('search and company scoping', () => {
  it('finds the caller company shipments in every status, without reference numbers for carriers', async () => {
    const { headers } = await admin();
    const response = await t.get('/api/v2/quick_searches/shipments?query=1000&page=1&pageSize=50', headers);
    const page = (await response.json()) as Page;
    expect(page.totalCount).toBe(40);
    expect(new Set(page.items.map((i) => i.status.value))).toEqual(new Set([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(
      page.items.every((i) => i.shipmentNumber.startsWith('1000') && i.referenceNumbers === undefined),
    ).toBe(true);
  });

  it('pages with the requested page size', async () => {
    const { headers } = await admin();
    const page = (await (
      await t.get('/api/v2/quick_searches/shipments?query=100&page=2&pageSize=15', headers)
    ).json()) as Page;
    expect(page.items).toHaveLength(15);
    expect(page.items[0]?.shipmentNumber).toBe('100016');
  });

  it('shows brokers reference numbers and matches on them', async () => {
    const { headers } = await t.signIn(persona('broker').email);
    const page = (await (
      await t.get('/api/v2/quick_searches/shipments?query=PO-77003', headers)
    ).json()) as Page;
    expect(page.items.map((i) => i.shipmentNumber)).toEqual(['300004']);
    expect(page.items[0]?.referenceNumbers).toHaveLength(2);
  });

  it('never shows another carrier’s shipments, in search or by id', async () => {
    const other = await t.signIn(persona('otherCarrierAdmin').email);
    const theirs = (await (
      await t.get('/api/v2/quick_searches/shipments?query=2000', other.headers)
    ).json()) as Page;
    const theirId = theirs.items[0]?.id ?? '';
    expect((await t.get(`/api/v2/shipments/${theirId}`, other.headers)).status).toBe(200);

    const { headers } = await admin();
    const mine = (await (await t.get('/api/v2/quick_searches/shipments?query=2000', headers)).json()) as Page;
    expect(mine.totalCount).toBe(0);
    const response = await t.get(`/api/v2/shipments/${theirId}`, headers);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Iron Horse');
  });

  it('shows a driver-only user just the loads assigned to them', async () => {
    const { headers } = await t.signIn(persona('driver').email);
    const page = (await (await t.get('/api/v2/quick_searches/shipments?query=1000', headers)).json()) as Page;
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.totalCount).toBeLessThan(40);
  });
});

describe('badge counts', () => {
  it('serves non-trivial counts to the carrier admin', async () => {
    const { headers } = await admin();
    const read = async (path: string) => (await t.get(`/api/v2/${path}`, headers)).json();
    expect(await read('tenders/counts')).toEqual({ sent: 7 });
    expect(await read('rate_requests/counts')).toEqual({ open: 4, responded: 3, declined: 2 });
    expect(await read('cases/count_stats')).toEqual({ new: 3, inProgress: 2, onHold: 1, resolved: 3 });
    expect(await read('invoices/status_counts')).toMatchObject({
      actionRequired: { shipmentCount: 5, invoiceAmount: 9645.5 },
    });
    expect(await read('shipments/counts/needing_updates')).toEqual({ count: 4 });
    expect(await read('access_requests/count')).toEqual({ count: 3 });
  });

  it('counts only the caller company', async () => {
    const { headers } = await t.signIn(persona('otherCarrierAdmin').email);
    expect(await (await t.get('/api/v2/tenders/counts', headers)).json()).toEqual({ sent: 2 });
    expect(await (await t.get('/api/v2/access_requests/count', headers)).json()).toEqual({ count: 1 });
  });

  it('refuses counts the user cannot see', async () => {
    const dispatcher = await t.signIn(persona('dispatcher').email);
    expect((await t.get('/api/v2/access_requests/count', dispatcher.headers)).status).toBe(403);
    const factoring = await t.signIn(persona('factoring').email);
    expect((await t.get('/api/v2/tenders/counts', factoring.headers)).status).toBe(403);
    expect(await (await t.get('/api/v2/invoices/status_counts', factoring.headers)).json()).toMatchObject({
      actionRequired: { shipmentCount: 2 },
    });
  });
});

describe('mail flows', () => {
  const mailbox = async (to: string) =>
    (
      (await (await t.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as {
        items: { link: string }[];
      }
    ).items;

  it('resets a password through the dev mailbox and signs in', async () => {
    const { email } = persona('dispatcher');
    const request = await t.post('/api/v2/auth/password_reset_requests', {
      url: 'http://localhost:4310/reset-password',
      emailAddress: email,
    });
    expect(request.status).toBe(202);
    const link = (await mailbox(email))[0]?.link ?? '';
    expect(link).toMatch(/^http:\/\/localhost:4310\/reset-password\/[\w-]+$/);
    const resetToken = link.split('/').pop() ?? '';

    const reset = await t.post('/api/v2/auth/password_resets', {
      resetToken,
      newPassword: 'New-Freight!2027',
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({
      accessToken: expect.any(String) as unknown,
      user: { userName: email },
    });
    await expect(t.signIn(email, 'New-Freight!2027')).resolves.toBeTruthy();

    const again = await t.post('/api/v2/auth/password_resets', { resetToken, newPassword: 'Another-Pass!1' });
    expect(again.status).toBe(400);
  });

  it('accepts a reset request for an unknown address without revealing it', async () => {
    const response = await t.post('/api/v2/auth/password_reset_requests', {
      url: 'http://localhost:4310/reset-password',
      emailAddress: 'nobody@example.test',
    });
    expect(response.status).toBe(202);
    expect(await mailbox('nobody@example.test')).toEqual([]);
  });

  it('refuses a reset request of a Do Not Use carrier with the marker', async () => {
    const response = await t.post('/api/v2/auth/password_reset_requests', {
      url: 'http://localhost:4310/reset-password',
      emailAddress: persona('doNotUse').email,
    });
    expect(response.status).toBe(403);
    expect(isDoNotUseMessage(((await response.json()) as { message: string }).message)).toBe(true);
  });

  it('activates the invited user from the seeded mail', async () => {
    const { email } = persona('invited');
    const link = (await mailbox(email))[0]?.link ?? '';
    expect(link).toMatch(/^\/ActivateUser\//);
    const response = await t.post('/api/v2/auth/user_activations', {
      resetToken: link.split('/').pop(),
      newPassword: 'short',
    });
    expect(response.status).toBe(400);
    const ok = await t.post('/api/v2/auth/user_activations', {
      resetToken: link.split('/').pop(),
      newPassword: 'Welcome-Aboard!1',
    });
    expect(ok.status).toBe(200);
    await expect(t.signIn(email, 'Welcome-Aboard!1')).resolves.toBeTruthy();
  });

  it('signs a driver in from a driver link', async () => {
    const link = (await (await t.get(`/api/dev/driver-link?email=${persona('driver').email}`)).json()) as {
      driverToken: string;
      path: string;
    };
    expect(link.path).toContain('?driverToken=');
    const response = await t.post('/api/v2/auth/driver_token_sessions', { driverToken: link.driverToken });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ data: { user: { roles: ['Driver'] } } });
    const refused = await t.post('/api/v2/auth/driver_token_sessions', { driverToken: 'forged' });
    expect(refused.status).toBe(401);
    expect((await t.get(`/api/dev/driver-link?email=${persona('dispatcher').email}`)).status).toBe(404);
  });

  it('gives a driver link three sign-ins, even when they arrive at once, then says it is spent (ADR 042)', async () => {
    const issue = async () =>
      (
        (await (await t.get(`/api/dev/driver-link?email=${persona('driver').email}`)).json()) as {
          driverToken: string;
        }
      ).driverToken;
    const driverToken = await issue();
    const signIn = () => t.post('/api/v2/auth/driver_token_sessions', { driverToken });
    // Five browsers at once: exactly three get in.
    const statuses = (await Promise.all([signIn(), signIn(), signIn(), signIn(), signIn()])).map(
      (r) => r.status,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    const spent = await signIn();
    expect(spent.status).toBe(401);
    expect(((await spent.json()) as { message: string }).message).toBe(
      `${driverLinkUsedUpMessage} Ask your dispatcher for a new link.`,
    );
    // A new link is counted on its own.
    expect((await t.post('/api/v2/auth/driver_token_sessions', { driverToken: await issue() })).status).toBe(
      201,
    );
  });
});

describe('failures', () => {
  it('answers an unexpected error with a 500 that carries no stack trace, and logs it', async () => {
    const logged: string[] = [];
    const app = createApp({ ...t.sandbox.services, log: (line) => logged.push(line) }, [
      {
        name: 'boom',
        migrations: new URL('./', import.meta.url),
        routes: (a) => {
          a.get('/api/v2/boom', () => {
            throw new Error('secret detail');
          });
        },
      },
    ]);
    const response = await app.request('/api/v2/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'An internal error occurred.' });
    expect(text).not.toContain('secret detail');
    expect(logged.join('\n')).toContain('secret detail');
  });
});

describe('serving the built portal', () => {
  it('serves files, config.json and the SPA fallback under the CSP', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>FreightKit</title>');
    await writeFile(join(dir, 'app.js'), 'console.log(1)');
    const app = createApp({
      ...t.sandbox.services,
      config: testConfig({ portalDir: dir, environment: 'local' }),
    });

    expect(await (await app.request('/config.json')).json()).toEqual({
      apiBaseUrl: '',
      environment: 'local',
    });
    const script = await app.request('/app.js');
    expect(script.headers.get('Content-Type')).toContain('javascript');
    const page = await app.request('/all-shipments/100001/preview/details');
    expect(await page.text()).toContain('<title>FreightKit</title>');
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    expect((await app.request('/api/v2/unknown')).status).toBe(404);
  });

  it('serves precompressed copies with the encoding the browser accepts, and caches only hashed files for good', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-'));
    await mkdir(join(dir, 'assets'));
    const script = 'export const answer = 42;\n'.repeat(100);
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>FreightKit</title>');
    await writeFile(join(dir, 'assets', 'index-Ab12Cd34.js'), script);
    await writeFile(join(dir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
    await writeFile(join(dir, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
    await writeFile(join(dir, 'assets', 'logo-Ef56.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const app = createApp({ ...t.sandbox.services, config: testConfig({ portalDir: dir }) });
    const get = (path: string, encodings?: string) =>
      app.request(path, { headers: encodings === undefined ? {} : { 'Accept-Encoding': encodings } });

    const brotli = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Content-Type')).toContain('javascript');
    expect(brotli.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);
    expect(brotli.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');

    const gzipped = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(script);

    // A browser (or a proxy) that accepts no encoding gets the file itself, and caches key on the encoding.
    const identity = await get('/assets/index-Ab12Cd34.js');
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    expect(identity.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(await identity.text()).toBe(script);

    const image = await get('/assets/logo-Ef56.png', 'br');
    expect(image.headers.get('Content-Encoding')).toBeNull();
    expect(image.headers.get('Vary')).toBeNull();

    // Names that stay the same across builds are revalidated, so a deploy is seen at the next load.
    for (const path of ['/', '/index.html', '/all-shipments', '/config.json']) {
      expect((await get(path, 'br')).headers.get('Cache-Control'), path).toBe('no-cache');
    }
  });

  it('answers a page path with the compressed index.html, as it answers the file itself', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-'));
    const html = `<!doctype html><title>FreightKit</title>${'<link rel="modulepreload" href="/a.js">'.repeat(40)}`;
    await writeFile(join(dir, 'index.html'), html);
    await writeFile(join(dir, 'index.html.br'), brotliCompressSync(html));
    await writeFile(join(dir, 'index.html.gz'), gzipSync(html));
    const app = createApp({ ...t.sandbox.services, config: testConfig({ portalDir: dir }) });

    for (const path of ['/login', '/all-shipments/100001/preview/details']) {
      const page = await app.request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(page.headers.get('Content-Encoding'), path).toBe('br');
      expect(page.headers.get('Content-Type'), path).toContain('text/html');
      expect(page.headers.get('Vary'), path).toMatch(/Accept-Encoding/i);
      expect(page.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toBe(html);
    }
    const plain = await app.request('/login');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });
});

import { allEndpoints, contract } from '@freightkit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../http/security.ts';
import { devEndpointDocs } from '../../http/dev.ts';
import { createTestSandbox } from '../../testing.ts';
import { docsStylesheetPath } from './index.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;

beforeAll(async () => {
  t = await createTestSandbox();
}, 180_000);

afterAll(async () => {
  await t.sandbox.close();
});

/** The text of every table row of the page, tags stripped (enough for a page without markup in cells). */
function rows(page: string): string[] {
  return [...page.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

describe('GET /api/docs', () => {
  it('answers an HTML page listing every endpoint of the contract with method, path and summary', async () => {
    const response = await t.get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<title>API Documentation · FreightKit</title>');

    const bodyRows = rows(page).filter((row) => !row.startsWith('Method Path'));
    // The contract's endpoints, and the development ones this (non-production) sandbox serves.
    expect(bodyRows).toHaveLength(allEndpoints.length + devEndpointDocs.length);
    expect(bodyRows.some((row) => row.startsWith('POST /api/dev/samsara-expiry?email={email} public'))).toBe(
      true,
    );
    expect(bodyRows.some((row) => row.startsWith('GET /api/dev/mailbox?to={email} public'))).toBe(true);
    expect(bodyRows.some((row) => row.startsWith('GET /api/dev/driver-link?email={email} public'))).toBe(
      true,
    );
    const login = contract.identity.login;
    expect(bodyRows).toContain(`POST /api/v2/auth/authorize_user public ${login.summary}`);
    expect(bodyRows).toContain(
      `GET /api/v2/shipments/{id} session: shipments.view ${contract.shipments.byId.summary}`,
    );
  });

  it('needs no session (it opens in a new tab) and works under the strict CSP: no script, no inline style', async () => {
    const response = await t.get('/api/docs');
    expect(response.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy);
    const page = await response.text();
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page).toContain(`<link rel="stylesheet" href="${docsStylesheetPath}" />`);
  });

  it('serves its stylesheet as CSS', async () => {
    const response = await t.get(docsStylesheetPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/css/);
    expect(await response.text()).toContain('table');
  });

  it('leaves other unknown API paths a JSON 404', async () => {
    const response = await t.get('/api/docs/nothing');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/json/);
  });
});

import { apiKeyClaim } from '@freightkit/api';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, type IdentityProviderConfig } from '../config.ts';
import { createProviderTokenVerifier } from './providerTokens.ts';
import { contentSecurityPolicy, securityHeadersMiddleware } from './security.ts';
import { createTokenService } from './tokens.ts';

/**
 * The sandbox trusting an identity provider's access tokens (ADR 028), against a real HTTPS key
 * endpoint with a self-signed certificate, as the local provider serves it.
 */
let server: Server;
let provider: IdentityProviderConfig;
/** A private key as jose makes it (`CryptoKey`, a DOM type this package's settings do not name). */
type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let signingKey: SigningKey;
let publishedKeys: JWK[] = [];
let keyFetches = 0;

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  const dir = mkdtempSync(join(tmpdir(), 'fk-provider-tokens-'));
  writeFileSync(join(dir, 'cert.pem'), pems.cert);
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  publishedKeys = [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }];
  server = createServer({ key: pems.private, cert: pems.cert }, (_req, res) => {
    keyFetches += 1;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ keys: publishedKeys }));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `https://localhost:${String((server.address() as AddressInfo).port)}`;
  provider = {
    issuer: origin,
    jwksUrl: `${origin}/B2C_1_signin/discovery/v2.0/keys`,
    audience: 'freightkit-api',
    caFile: join(dir, 'cert.pem'),
    portalMsal: undefined,
  };
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
});

const claims = { companyId: 'company-1', [apiKeyClaim]: 'key-1' };

function token(
  overrides: { issuer?: string; audience?: string; expiresIn?: string; kid?: string; key?: SigningKey } = {},
  payload: Record<string, unknown> = claims,
) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: overrides.kid ?? 'k1' })
    .setIssuer(overrides.issuer ?? provider.issuer)
    .setAudience(overrides.audience ?? provider.audience)
    .setSubject('user-1')
    .setIssuedAt()
    .setExpirationTime(overrides.expiresIn ?? '1h')
    .sign(overrides.key ?? signingKey);
}

describe('provider access tokens', () => {
  it('accepts a token of the provider for the carrier API, with the claims the sandbox acts on', async () => {
    const verify = createProviderTokenVerifier(provider);
    await expect(verify(await token())).resolves.toEqual({
      userId: 'user-1',
      companyId: 'company-1',
      apiKey: 'key-1',
    });
  });

  it('refuses another issuer, another audience, an expired token and one without the API key', async () => {
    const verify = createProviderTokenVerifier(provider);
    await expect(verify(await token({ issuer: 'https://elsewhere.example' }))).resolves.toBeNull();
    await expect(verify(await token({ audience: 'freightkit-portal' }))).resolves.toBeNull();
    await expect(verify(await token({ expiresIn: '-1m' }))).resolves.toBeNull();
    await expect(verify(await token({}, { companyId: 'company-1' }))).resolves.toBeNull();
  });

  it('refuses a token signed by a key the provider does not publish', async () => {
    const verify = createProviderTokenVerifier(provider);
    const stranger = await generateKeyPair('RS256');
    await expect(verify(await token({ key: stranger.privateKey }))).resolves.toBeNull();
  });

  it('fetches the keys again when a token names a new one (a key rollover needs no restart)', async () => {
    const verify = createProviderTokenVerifier(provider, 0);
    await verify(await token());
    const before = keyFetches;
    const next = await generateKeyPair('RS256');
    publishedKeys = [...publishedKeys, { ...(await exportJWK(next.publicKey)), kid: 'k2', alg: 'RS256' }];
    await expect(verify(await token({ kid: 'k2', key: next.privateKey }))).resolves.toMatchObject({
      userId: 'user-1',
    });
    expect(keyFetches).toBe(before + 1);
  });

  it('does not fetch the keys again for every unknown key id (forged ids cannot flood the provider)', async () => {
    const verify = createProviderTokenVerifier(provider);
    await verify(await token());
    const before = keyFetches;
    await expect(verify(await token({ kid: 'forged' }))).resolves.toBeNull();
    expect(keyFetches).toBe(before);
  });

  it('answers 503 rather than signing the user out when the provider cannot be reached', async () => {
    const verify = createProviderTokenVerifier({ ...provider, jwksUrl: 'https://localhost:1/keys' });
    await expect(verify(await token())).rejects.toMatchObject({ status: 503 });
  });

  it('is asked only for RS256 tokens: the sandbox still verifies its own HS256 tokens itself', async () => {
    const asked: string[] = [];
    const service = createTokenService(new Uint8Array(32).fill(7), 60, (t) => {
      asked.push(t);
      return Promise.resolve(null);
    });
    const own = await service.issueAccessToken({ id: 'user-1', companyId: 'company-1', apiKey: 'key-1' });
    await expect(service.verifyAccessToken(own)).resolves.toMatchObject({ userId: 'user-1' });
    expect(asked).toEqual([]);
    const theirs = await token();
    await service.verifyAccessToken(theirs);
    expect(asked).toEqual([theirs]);
  });
});

describe('the --oidc options', () => {
  it('trust an https issuer, with the B2C key path and API audience by default', () => {
    const config = parseConfig(['--oidc-issuer', 'https://localhost:4312', '--oidc-ca', 'cert.pem']);
    expect(config.identityProvider).toMatchObject({
      issuer: 'https://localhost:4312',
      jwksUrl: 'https://localhost:4312/B2C_1_signin/discovery/v2.0/keys',
      audience: 'freightkit-api',
      portalMsal: undefined,
    });
    expect(parseConfig([]).identityProvider).toBeUndefined();
  });

  it('refuse a plain-http issuer and a portal msal block that is not an object', () => {
    expect(() => parseConfig(['--oidc-issuer', 'http://localhost:4312'])).toThrow(/https/);
    expect(() =>
      parseConfig(['--oidc-issuer', 'https://localhost:4312', '--oidc-portal-msal', '[1]']),
    ).toThrow(/JSON object/);
  });

  it("let the portal's CSP connect to the provider and nowhere else new", async () => {
    const { Hono } = await import('hono');
    const app = new Hono();
    app.use('*', securityHeadersMiddleware(['https://localhost:4312']));
    app.get('/', (c) => c.text('ok'));
    const csp = (await app.request('/')).headers.get('Content-Security-Policy');
    expect(csp).toBe(
      contentSecurityPolicy.replace("connect-src 'self'", "connect-src 'self' https://localhost:4312"),
    );
  });
});

import type { AuthenticationResult, RedirectRequest } from '@azure/msal-browser';
import { describe, expect, it, vi } from 'vitest';
import type { MsalConfig } from '../config.ts';
import { msalConfigFrom } from '../config.ts';
import type { SessionAdapter } from './adapter.ts';
import {
  createMsalAdapter,
  MsalUserClaimError,
  sessionFromAuthentication,
  type MsalClient,
} from './msalAdapter.ts';

const user = {
  id: 'u-1',
  firstName: 'Marco',
  lastName: 'Reyes',
  email: 'dispatch@swiftline.test',
  emailAddresses: ['dispatch@swiftline.test'],
  phoneNumbers: [],
  userName: 'dispatch@swiftline.test',
  roles: [],
  permissions: ['CarrierPortal'],
  companyId: 'c-1',
  contactId: 'k-1',
  companyName: 'Swiftline',
  isBroker: false,
  isOnHold: false,
  isBookable: true,
  has3PLNetwork: false,
  hasAcceptedAccessTermsAndConditions: true,
  trackingIntegration: null,
};

const config: MsalConfig = {
  clientId: 'client',
  authority: 'https://t.b2clogin.com/t.onmicrosoft.com/B2C_1_signin',
  forgotPasswordAuthority: 'https://t.b2clogin.com/t.onmicrosoft.com/B2C_1_reset',
  knownAuthorities: ['t.b2clogin.com'],
  scopes: ['https://t.onmicrosoft.com/carrier-api/read'],
  redirectUri: null,
  userClaim: 'extension_PortalUser',
  protocolMode: 'AAD',
};

function result(claims: Record<string, unknown>, accessToken = 'access-token'): AuthenticationResult {
  return { accessToken, idTokenClaims: claims } as unknown as AuthenticationResult;
}

/** A PublicClientApplication stand-in that records redirects and answers one redirect result. */
function fakeClient(answer: AuthenticationResult | null = null) {
  const redirects: RedirectRequest[] = [];
  const client: MsalClient = {
    initialize: vi.fn(() => Promise.resolve()),
    handleRedirectPromise: vi.fn(() => Promise.resolve(answer)),
    loginRedirect: vi.fn((request?: RedirectRequest) => {
      if (request) redirects.push(request);
      return Promise.resolve();
    }),
    logoutRedirect: vi.fn(() => Promise.resolve()),
  };
  return { client, redirects };
}

const fallbackSignIn = vi.fn(() => Promise.resolve({ kind: 'redirecting' as const }));
const fallbackReset = vi.fn(() => Promise.resolve());
const fallback: SessionAdapter = {
  name: 'credentials',
  resume: () => Promise.resolve(null),
  signIn: fallbackSignIn,
  requestPasswordReset: fallbackReset,
  signOut: () => Promise.resolve(),
};

describe('sessionFromAuthentication', () => {
  it('takes the access token and the user from the JSON user claim', () => {
    const session = sessionFromAuthentication(
      result({ extension_PortalUser: JSON.stringify(user) }),
      'extension_PortalUser',
    );
    expect(session.accessToken).toBe('access-token');
    expect(session.user).toMatchObject({ id: 'u-1', permissions: ['CarrierPortal'], isBookable: true });
  });

  it('accepts the claim as an object too', () => {
    expect(sessionFromAuthentication(result({ portal: user }), 'portal').user.firstName).toBe('Marco');
  });

  it.each([
    ['a missing claim', {}],
    ['a claim that is not JSON', { extension_PortalUser: '{nope' }],
    ['a user without required fields', { extension_PortalUser: JSON.stringify({ id: 'u-1' }) }],
  ])('refuses %s', (_, claims) => {
    expect(() => sessionFromAuthentication(result(claims), 'extension_PortalUser')).toThrow(
      MsalUserClaimError,
    );
  });

  it('refuses an answer without an access token', () => {
    expect(() =>
      sessionFromAuthentication(result({ extension_PortalUser: user }, ''), 'extension_PortalUser'),
    ).toThrow(MsalUserClaimError);
  });
});

describe('createMsalAdapter', () => {
  it('resumes nothing when the page was not redirected back', async () => {
    const { client } = fakeClient(null);
    await expect(createMsalAdapter(client, config, fallback).resume()).resolves.toBeNull();
    expect(client.initialize).toHaveBeenCalledOnce();
  });

  it('resumes the session the redirect brought back', async () => {
    const { client } = fakeClient(result({ extension_PortalUser: JSON.stringify(user) }));
    const session = await createMsalAdapter(client, config, fallback).resume();
    expect(session?.user.userName).toBe('dispatch@swiftline.test');
  });

  it('sends a password sign-in to the sign-in policy with the address as hint', async () => {
    const { client, redirects } = fakeClient();
    const answer = await createMsalAdapter(client, config, fallback).signIn({
      method: 'password',
      userName: 'dispatch@swiftline.test',
      password: 'ignored',
    });
    expect(answer).toEqual({ kind: 'redirecting' });
    expect(redirects).toEqual([{ scopes: config.scopes, loginHint: 'dispatch@swiftline.test' }]);
  });

  it('leaves driver links and mailed reset tokens to the credentials adapter', async () => {
    const { client } = fakeClient();
    const adapter = createMsalAdapter(client, config, fallback);
    await adapter.signIn({ method: 'driverToken', driverToken: 't' });
    expect(fallbackSignIn).toHaveBeenCalledWith({ method: 'driverToken', driverToken: 't' });
    expect(client.loginRedirect).not.toHaveBeenCalled();
  });

  it('starts a reset at the forgot-password policy, or with credentials when it has none', async () => {
    const { client, redirects } = fakeClient();
    await createMsalAdapter(client, config, fallback).requestPasswordReset('a@b.test', 'https://x/reset');
    expect(redirects).toEqual([
      { scopes: config.scopes, authority: config.forgotPasswordAuthority, loginHint: 'a@b.test' },
    ]);
    await createMsalAdapter(
      client,
      { ...config, forgotPasswordAuthority: null },
      fallback,
    ).requestPasswordReset('a@b.test', 'https://x/reset');
    expect(fallbackReset).toHaveBeenCalledWith('a@b.test', 'https://x/reset');
  });

  it('signs out at the identity provider', async () => {
    const { client } = fakeClient();
    await createMsalAdapter(client, config, fallback).signOut({ accessToken: 'a', user });
    expect(client.logoutRedirect).toHaveBeenCalledOnce();
  });
});

describe('msalConfigFrom', () => {
  it('needs a client id, an authority and scopes', () => {
    expect(msalConfigFrom({ clientId: 'c', authority: 'https://a' })).toBeNull();
    expect(msalConfigFrom(null)).toBeNull();
    expect(msalConfigFrom({ clientId: 'c', authority: 'https://a', scopes: ['s'] })).toMatchObject({
      userClaim: 'extension_PortalUser',
      forgotPasswordAuthority: null,
      knownAuthorities: [],
      protocolMode: 'AAD',
    });
  });

  it('takes the OIDC protocol mode for a provider other than B2C, and nothing else', () => {
    const base = { clientId: 'c', authority: 'https://a', scopes: ['s'] };
    expect(msalConfigFrom({ ...base, protocolMode: 'OIDC' })?.protocolMode).toBe('OIDC');
    expect(msalConfigFrom({ ...base, protocolMode: 'oidc-ish' })?.protocolMode).toBe('AAD');
  });
});

import type { Contact, CurrentUser } from '@freightkit/api';
import {
  capabilityRefusals,
  duplicateContactEmailMessage,
  emailInUseForSignInMessage,
} from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let admin: Record<string, string>;
let driver: Record<string, string>;
let dispatcher: Record<string, string>;

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

const driverProfile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jamie',
  lastName: 'Cole-Rivera',
  functionTitle: 'Lead Driver',
  emailAddresses: [persona('driver').email],
  phoneNumbers: [{ value: '+1 312 555 0199', type: 'MobileNumber' }],
  linkedInProfileUrl: null,
  ...overrides,
});

const token = 'samsara_api_Q2x9Vb7LmN4pR8sT1wY6zK3d';

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('the profile: a person changes their own contact', () => {
  it('stores the name, title and phones, keeps roles and portal access, and answers the contact', async () => {
    const saved = await json<Contact>(await send('PUT', '/api/v2/me/profile', driver, driverProfile()));
    expect(saved).toMatchObject({
      firstName: 'Jamie',
      lastName: 'Cole-Rivera',
      functionTitle: 'Lead Driver',
      phoneNumbers: [{ value: '+1 312 555 0199', type: 'MobileNumber' }],
      roles: ['Driver'],
      permissions: ['DriverPortal'],
      isPortalEnabled: true,
    });
    const read = await json<Contact>(await t.get('/api/v2/contacts/currentuser', driver));
    expect(read.lastName).toBe('Cole-Rivera');
  });

  it('refuses bad input with the contact rules, by field (400 model state)', async () => {
    const body = await json<{ modelState: Record<string, string[]> }>(
      await send(
        'PUT',
        '/api/v2/me/profile',
        driver,
        driverProfile({ firstName: '', emailAddresses: ['x'] }),
      ),
      400,
    );
    expect(body.modelState['firstName']).toEqual(['Enter a first name.']);
    expect(body.modelState['email']).toEqual(['Enter an e-mail address like name@company.com.']);
  });

  it('refuses (409) an address another contact of the company has, or another user signs in with', async () => {
    const taken = await json<{ message: string }>(
      await send(
        'PUT',
        '/api/v2/me/profile',
        driver,
        driverProfile({ emailAddresses: [persona('dispatcher').email] }),
      ),
      409,
    );
    expect(taken.message).toBe(duplicateContactEmailMessage(persona('dispatcher').email));
    const elsewhere = await json<{ message: string }>(
      await send(
        'PUT',
        '/api/v2/me/profile',
        driver,
        driverProfile({ emailAddresses: [persona('otherCarrierAdmin').email] }),
      ),
      409,
    );
    expect(elsewhere.message).toBe(emailInUseForSignInMessage(persona('otherCarrierAdmin').email));
  });
});

describe('the tracking integration: an admin renews the Samsara token', () => {
  it('refuses a pasted text that is not a Samsara token (400) and keeps the token expired', async () => {
    const body = await json<{
      modelState: Record<string, string[]>;
      modelStateKeys: Record<string, unknown[]>;
    }>(await send('PUT', '/api/v2/me/tracking_integration/samsara', admin, { apiToken: 'hello' }), 400);
    expect(body.modelState['apiToken']?.[0]).toMatch(/not a Samsara API token/);
    // With the rule's key, so the portal shows it in its user's language (ADR 048).
    expect(body.modelStateKeys['apiToken']).toEqual([{ key: 'answer.profile.tokenShape' }]);
    const me = await json<{ data: { user: CurrentUser } }>(
      await send(
        'POST',
        '/api/v2/auth/authorize_user',
        {},
        {
          userName: persona('carrierAdmin').email,
          password: persona('carrierAdmin').password,
        },
      ),
    );
    expect(me.data.user.trackingIntegration).toEqual({ samsaraIsExpired: true });
  });

  it('stores a valid token, clears the expired flag for the next sign-in, and shows its last four characters', async () => {
    const renewed = await json<{ samsaraIsExpired: boolean; tokenHint: string }>(
      await send('PUT', '/api/v2/me/tracking_integration/samsara', admin, { apiToken: ` ${token} ` }),
    );
    expect(renewed).toMatchObject({ samsaraIsExpired: false, tokenHint: 'zK3d' });
    const { rows } = await t.sandbox.services.db.query<{ samsara_api_token: string }>(
      'SELECT samsara_api_token FROM users WHERE lower(user_name) = lower($1)',
      [persona('carrierAdmin').email],
    );
    expect(rows[0]?.samsara_api_token).toBe(token);
    const me = await json<{ data: { user: CurrentUser } }>(
      await send(
        'POST',
        '/api/v2/auth/authorize_user',
        {},
        {
          userName: persona('carrierAdmin').email,
          password: persona('carrierAdmin').password,
        },
      ),
    );
    expect(me.data.user.trackingIntegration).toEqual({ samsaraIsExpired: false });
  });

  it('is the admin’s only: a dispatcher and a driver are refused (403)', async () => {
    for (const headers of [dispatcher, driver]) {
      const body = await json<{ message: string }>(
        await send('PUT', '/api/v2/me/tracking_integration/samsara', headers, { apiToken: token }),
        403,
      );
      expect(body.message).toBe(capabilityRefusals['integrations.manage']);
    }
  });

  it('reads expired again when Samsara refuses the token (the dev endpoint journeys restore it with)', async () => {
    await json(await send('POST', `/api/dev/samsara-expiry?email=${persona('carrierAdmin').email}`, {}));
    const me = await json<{ data: { user: CurrentUser } }>(
      await send(
        'POST',
        '/api/v2/auth/authorize_user',
        {},
        {
          userName: persona('carrierAdmin').email,
          password: persona('carrierAdmin').password,
        },
      ),
    );
    expect(me.data.user.trackingIntegration).toEqual({ samsaraIsExpired: true });
    expect((await send('POST', `/api/dev/samsara-expiry?email=${persona('driver').email}`, {})).status).toBe(
      404,
    );
  });
});

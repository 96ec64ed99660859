import type { ContactRecord } from '@freightkit/api';
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
let dispatcher: Record<string, string>;
let driver: Record<string, string>;
let factoring: Record<string, string>;
let other: Record<string, string>;

interface Page {
  items: ContactRecord[];
  totalCount: number;
  page: number;
  pageSize: number;
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

const list = async (query = '', headers = admin) =>
  json<Page>(await t.get(`/api/v2/contacts${query === '' ? '' : `?${query}`}`, headers));

const newContact = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Rosa',
  lastName: 'Diaz',
  functionTitle: 'Night Dispatcher',
  emailAddresses: ['rosa.diaz@swiftline.test'],
  phoneNumbers: [{ value: '+1 312 555 0177', type: 'MobileNumber' }],
  linkedInProfileUrl: null,
  roles: ['BillingInquiry'],
  isPortalEnabled: false,
  permissions: [],
  ...overrides,
});

const mailbox = async (to: string) =>
  json<{ items: { subject: string; link: string; body: string }[] }>(
    await t.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`),
  );

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
  factoring = (await t.signIn(persona('factoring').email)).headers;
  other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('the contact list', () => {
  it('holds the company’s people only, in name order, with their portal access', async () => {
    const page = await list();
    const names = page.items.map((c) => `${c.firstName} ${c.lastName}`);
    expect(names).toEqual(
      expect.arrayContaining(['Dana Whitfield', 'Marco Reyes', 'Grace Okafor', 'Alex Kim']),
    );
    expect(names).not.toContain('Sam Ortiz');
    expect(page.items.every((c) => c.companyName === 'Swiftline Carriers')).toBe(true);
    const lastNames = page.items.map((c) => c.lastName.toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort());
    const by = (first: string) => page.items.find((c) => c.firstName === first);
    expect(by('Marco')?.portalAccess).toBe('Active');
    expect(by('Alex')?.portalAccess).toBe('Invited');
    expect(by('Grace')?.portalAccess).toBe('None');
    expect(page.pageSize).toBe(50);
  });

  it('filters by roles (any of them) and by text, and pages', async () => {
    const billing = await list('roles=BillTo&roles=AP');
    expect(billing.items.map((c) => c.firstName).sort()).toEqual(['Dana', 'Grace', 'Tom']);
    expect((await list('query=okafor')).items.map((c) => c.firstName)).toEqual(['Grace']);
    expect((await list('query=billing%40swiftline')).items.map((c) => c.firstName)).toEqual(['Tom']);
    const first = await list('pageSize=2&page=1');
    const second = await list('pageSize=2&page=2');
    expect(first.items).toHaveLength(2);
    expect(first.totalCount).toBe(second.totalCount);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect((await t.get('/api/v2/contacts?roles=Bill-to', admin)).status).toBe(400);
  });

  it('is the factoring company’s own for a factoring user; a driver has none', async () => {
    const page = await list('', factoring);
    expect(page.items.map((c) => c.firstName).sort()).toEqual(['Helen', 'Priya', 'Victor']);
    const refused = await t.get('/api/v2/contacts', driver);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(capabilityRefusals['contacts.view']);
  });

  it('answers one contact, and 404 for another company’s or a made-up id', async () => {
    const grace = (await list('query=Okafor')).items[0];
    if (!grace) throw new Error('Grace is seeded');
    expect(
      (await json<ContactRecord>(await t.get(`/api/v2/contacts/${grace.id}`, dispatcher))).lastName,
    ).toBe('Okafor');
    expect((await t.get(`/api/v2/contacts/${grace.id}`, other)).status).toBe(404);
    expect((await t.get('/api/v2/contacts/not-an-id', admin)).status).toBe(404);
  });
});

describe('adding and changing contacts', () => {
  it('refuses bad input with a sentence per field', async () => {
    const body = await json<{ modelState: Record<string, string[]> }>(
      await send(
        'POST',
        '/api/v2/contacts',
        admin,
        newContact({ firstName: '', emailAddresses: ['rosa@'], roles: ['Bill-to'], isPortalEnabled: true }),
      ),
      400,
    );
    expect(body.modelState).toEqual({
      firstName: ['Enter a first name.'],
      email: ['Enter an e-mail address like name@company.com.'],
      roles: ['Send the role "Bill-to" without spaces or hyphens (BillTo).'],
      permissions: ['Choose the portal this person signs in to.'],
    });
  });

  it('is the admin’s: a dispatcher is refused, and nobody gives a permission they cannot give', async () => {
    const refused = await send('POST', '/api/v2/contacts', dispatcher, newContact());
    expect(refused.status).toBe(403);
    const admin403 = await send(
      'POST',
      '/api/v2/contacts',
      admin,
      newContact({ isPortalEnabled: true, permissions: ['CarrierPortal', 'Admin'] }),
    );
    expect(admin403.status).toBe(403);
  });

  it('refuses a second contact with the same e-mail address (409) and keeps companies apart', async () => {
    const duplicate = await send(
      'POST',
      '/api/v2/contacts',
      admin,
      newContact({ emailAddresses: ['AP@swiftline.test'] }),
    );
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as { message: string }).message).toBe(
      duplicateContactEmailMessage('ap@swiftline.test'),
    );
    // Another company signs in with admin@ironhorse.test: no contact of Swiftline, but not a free sign-in name.
    const taken = await send(
      'POST',
      '/api/v2/contacts',
      admin,
      newContact({
        emailAddresses: ['admin@ironhorse.test'],
        isPortalEnabled: true,
        permissions: ['CarrierPortal'],
      }),
    );
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toBe(
      emailInUseForSignInMessage('admin@ironhorse.test'),
    );
  });

  it('invites a person given portal access; they activate from the mail and sign in with what they were given', async () => {
    const email = 'new.dispatcher@swiftline.test';
    const created = await json<ContactRecord>(
      await send(
        'POST',
        '/api/v2/contacts',
        admin,
        newContact({
          firstName: 'Nia',
          emailAddresses: [email],
          isPortalEnabled: true,
          permissions: ['CarrierPortal'],
        }),
      ),
      201,
    );
    expect(created).toMatchObject({ isPortalEnabled: true, portalAccess: 'Invited', userName: email });
    const mail = (await mailbox(email)).items[0];
    expect(mail?.subject).toBe('You are invited to the FreightKit carrier portal');
    expect(mail?.body).toContain('Dana Whitfield gave you access');
    const token = decodeURIComponent(mail?.link.replace('/ActivateUser/', '') ?? '');
    await json(
      await t.post('/api/v2/auth/user_activations', { resetToken: token, newPassword: 'Welcome!2026x' }),
    );
    const signedIn = await t.signIn(email, 'Welcome!2026x');
    expect(signedIn.user).toMatchObject({ firstName: 'Nia', permissions: ['CarrierPortal'] });
    expect(
      (await json<ContactRecord>(await t.get(`/api/v2/contacts/${created.id}`, admin))).portalAccess,
    ).toBe('Active');
  });

  it('changes a contact; taking portal access away closes the sign-in, giving it back re-invites', async () => {
    const email = 'temp@swiftline.test';
    const created = await json<ContactRecord>(
      await send(
        'POST',
        '/api/v2/contacts',
        admin,
        newContact({
          firstName: 'Temp',
          emailAddresses: [email],
          isPortalEnabled: true,
          permissions: ['DriverPortal'],
        }),
      ),
      201,
    );
    const off = await json<ContactRecord>(
      await send(
        'PUT',
        `/api/v2/contacts/${created.id}`,
        admin,
        newContact({ firstName: 'Temp', emailAddresses: [email], lastName: 'Worker' }),
      ),
    );
    expect(off).toMatchObject({ lastName: 'Worker', portalAccess: 'None', isPortalEnabled: false });
    // The first invitation no longer activates anyone.
    const first = (await mailbox(email)).items[0];
    const stale = await t.post('/api/v2/auth/user_activations', {
      resetToken: decodeURIComponent(first?.link.replace('/ActivateUser/', '') ?? ''),
      newPassword: 'Welcome!2026x',
    });
    expect(stale.status).toBe(400);
    await json(
      await send(
        'PUT',
        `/api/v2/contacts/${created.id}`,
        admin,
        newContact({
          firstName: 'Temp',
          emailAddresses: [email],
          isPortalEnabled: true,
          permissions: ['DriverPortal'],
        }),
      ),
    );
    expect((await mailbox(email)).items).toHaveLength(2);
    expect((await send('PUT', `/api/v2/contacts/${created.id}`, other, newContact())).status).toBe(404);
  });

  it('keeps an admin from taking away their own Admin role', async () => {
    const me = (await list('query=Whitfield')).items[0];
    if (!me) throw new Error('the admin is listed');
    const body = await json<{ modelState: Record<string, string[]> }>(
      await send('PUT', `/api/v2/contacts/${me.id}`, admin, {
        ...newContact({ firstName: me.firstName, lastName: me.lastName, emailAddresses: me.emailAddresses }),
        roles: ['AP'],
        isPortalEnabled: true,
        permissions: me.permissions,
      }),
      400,
    );
    expect(body.modelState.roles?.[0]).toMatch(/own Admin role/);
  });
});

import { contract, type LoginResponse } from '@freightkit/api';
import { doNotUseMarker, driverLinkUsedUpMessage, Permission } from '@freightkit/domain';
import type { Hono } from 'hono';
import { sendMail } from '../../mail.ts';
import { hashPassword, verifyPassword } from '../../passwords.ts';
import type { AppContext, AppEnv, Services } from '../../http/context.ts';
import { HttpError, invalidRequestMessage, notFound, unauthorized } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { createSignInThrottle, type SignInThrottle } from './throttle.ts';
import { consumeOneTimeToken, countDriverLinkSignIn, createOneTimeToken } from './tokens.ts';
import { findUserByEmail, findUserById, findUserByName, type UserRecord } from './users.ts';

/** Message of a refused sign-in; the portal shows domain's 'Wrong username or password.' for any login 401. */
export const wrongCredentialsMessage = 'Email Address or Password is invalid';

/** A hash no password matches, so unknown users cost as much time as known ones. */
let dummyHash: Promise<string> | undefined;

/** The answer for a carrier marked Do Not Use; its message contains domain's marker, as the portal expects. */
export function doNotUseError(companyName: string): HttpError {
  return new HttpError(
    403,
    `Carrier ${companyName} is marked "${doNotUseMarker}". Portal access is not allowed.`,
  );
}

async function sessionFor(services: Services, record: UserRecord): Promise<LoginResponse['data']> {
  const accessToken = await services.tokens.issueAccessToken({
    id: record.user.id,
    companyId: record.user.companyId,
    apiKey: record.apiKey,
  });
  return { accessToken, user: record.user } as LoginResponse['data'];
}

async function signIn(services: Services, throttle: SignInThrottle, userName: string, password: string) {
  if (throttle.isLocked(userName)) {
    throw new HttpError(429, 'Too many failed sign-in attempts. Try again in 15 minutes.');
  }
  const record = await findUserByName(services.db, userName);
  const hash = record?.isActive ? record.passwordHash : null;
  const ok = await verifyPassword(password, hash ?? (await (dummyHash ??= hashPassword('not-a-password'))));
  if (!record || !hash || !ok) {
    throttle.fail(userName);
    throw unauthorized(wrongCredentialsMessage);
  }
  throttle.succeed(userName);
  if (record.doNotUse) throw doNotUseError(record.companyName);
  services.log(`[auth] ${record.user.userName} signed in`);
  return { data: await sessionFor(services, record) };
}

function requestOrigin(c: AppContext): string {
  return c.req.header('Origin') ?? new URL(c.req.url).origin;
}

/** Only links back to this portal (or a local dev server) may be mailed: no phishing relay. */
function assertMailableUrl(c: AppContext, url: string): void {
  const target = new URL(url);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(target.hostname);
  if (
    (target.protocol !== 'http:' && target.protocol !== 'https:') ||
    (!local && target.origin !== requestOrigin(c))
  ) {
    throw new HttpError(400, {
      message: invalidRequestMessage,
      modelState: { url: ['url must point at this portal.'] },
    });
  }
}

function invalidToken(): HttpError {
  return new HttpError(400, {
    message: 'The link is invalid or has expired.',
    modelState: { resetToken: ['The link is invalid or has expired.'] },
  });
}

async function setPasswordAndSignIn(services: Services, userId: string, newPassword: string) {
  const hash = await hashPassword(newPassword);
  await services.db.query('UPDATE users SET password_hash = $1, is_active = true WHERE id = $2', [
    hash,
    userId,
  ]);
  const record = await findUserById(services.db, userId);
  if (!record) throw invalidToken();
  if (record.doNotUse) throw doNotUseError(record.companyName);
  return sessionFor(services, record);
}

/** Sign-in, password reset, activation, driver links and the `me` calls. */
export function identityRoutes(app: Hono<AppEnv>): void {
  const e = contract.identity;
  const throttle = createSignInThrottle();

  mount(app, e.login, ({ services, body }) => signIn(services, throttle, body.userName, body.password));
  mount(app, e.mobileLogin, ({ services, body }) => signIn(services, throttle, body.userName, body.password));

  mount(app, e.driverTokenSignIn, async ({ services, body }) => {
    const link = await services.tokens.verifyDriverLink(body.driverToken);
    const record = link === null ? undefined : await findUserById(services.db, link.userId);
    if (!link || !record?.isActive || !record.user.permissions.includes(Permission.DriverPortal)) {
      throw unauthorized('The driver link is invalid or has expired.');
    }
    if (record.doNotUse) throw doNotUseError(record.companyName);
    if (!(await countDriverLinkSignIn(services.db, link))) {
      throw unauthorized(`${driverLinkUsedUpMessage} Ask your dispatcher for a new link.`);
    }
    return { data: await sessionFor(services, record) };
  });

  mount(app, e.requestPasswordReset, async ({ services, body, c }) => {
    assertMailableUrl(c, body.url);
    const record = await findUserByEmail(services.db, body.emailAddress);
    if (record?.doNotUse) throw doNotUseError(record.companyName);
    if (record?.isActive) {
      const token = await createOneTimeToken(services.db, record.user.id, 'password-reset');
      const link = `${body.url.replace(/\/+$/, '')}/${encodeURIComponent(token)}`;
      await sendMail(
        services.db,
        {
          to: body.emailAddress,
          subject: 'Reset your FreightKit password',
          body: `Hello ${record.user.firstName},\n\nUse this link within 2 hours to choose a new password:\n${link}\n`,
          link,
        },
        services.log,
      );
    }
    return { accepted: true as const };
  });

  mount(app, e.resetPassword, async ({ services, body }) => {
    const userId = await consumeOneTimeToken(services.db, body.resetToken, 'password-reset');
    if (userId === null) throw invalidToken();
    return setPasswordAndSignIn(services, userId, body.newPassword);
  });

  mount(app, e.activateUser, async ({ services, body }) => {
    const userId = await consumeOneTimeToken(services.db, body.resetToken, 'activation');
    if (userId === null) throw invalidToken();
    return setPasswordAndSignIn(services, userId, body.newPassword);
  });

  mount(app, e.carrier, async ({ services, caller }) => {
    const { rows } = await services.db.query<{
      id: string;
      name: string;
      mc_number: string | null;
      dot_number: string | null;
      company_type: string;
      is_bookable: boolean;
    }>('SELECT id, name, mc_number, dot_number, company_type, is_bookable FROM companies WHERE id = $1', [
      caller.companyId,
    ]);
    const row = rows[0];
    if (!row) throw notFound('The carrier');
    return {
      id: row.id,
      name: row.name,
      mcNumber: row.mc_number,
      dotNumber: row.dot_number,
      isBroker: row.company_type === 'Broker',
      isBookable: row.is_bookable,
    };
  });

  mount(app, e.company, async ({ services, caller }) => {
    const { rows } = await services.db.query<{
      id: string;
      name: string;
      company_number: string;
      company_type: 'Carrier' | 'Broker' | 'FactoringCompany';
      has_3pl_network: boolean;
      is_on_hold: boolean;
    }>(
      'SELECT id, name, company_number, company_type, has_3pl_network, is_on_hold FROM companies WHERE id = $1',
      [caller.companyId],
    );
    const row = rows[0];
    if (!row) throw notFound('The company');
    return {
      id: row.id,
      name: row.name,
      companyNumber: row.company_number,
      companyType: row.company_type,
      has3PLNetwork: row.has_3pl_network,
      isOnHold: row.is_on_hold,
    };
  });

  mount(app, e.notificationPreferences, async ({ services, caller }) => {
    const { rows } = await services.db.query<{
      notification_preferences: { key: string; email: boolean; sms: boolean }[];
    }>('SELECT notification_preferences FROM users WHERE id = $1', [caller.userId]);
    return rows[0]?.notification_preferences ?? [];
  });

  mount(app, contract.contacts.currentUser, async ({ services, caller }) => {
    const { rows } = await services.db.query<{
      id: string;
      first_name: string;
      last_name: string;
      function_title: string | null;
      roles: string[];
      email_addresses: string[];
      phone_numbers: { value: string; type: string }[];
      linkedin_profile_url: string | null;
      permissions: string[];
      access_levels: string[];
      is_3pl: boolean;
      is_carrier: boolean;
      is_portal_enabled: boolean;
      file_id: string | null;
      company_id: string;
      company_number: string;
      company_name: string;
      user_name: string | null;
    }>(
      `SELECT k.*, c.company_number, c.name AS company_name, u.user_name
         FROM contacts k JOIN companies c ON c.id = k.company_id LEFT JOIN users u ON u.contact_id = k.id
        WHERE k.id = $1 AND k.company_id = $2`,
      [caller.contactId, caller.companyId],
    );
    const row = rows[0];
    if (!row) throw notFound('The contact');
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      functionTitle: row.function_title,
      roles: row.roles,
      emailAddresses: row.email_addresses,
      phoneNumbers: row.phone_numbers,
      linkedInProfileUrl: row.linkedin_profile_url,
      locations: [],
      permissions: row.permissions,
      accessLevels: row.access_levels,
      is3PL: row.is_3pl,
      isCarrier: row.is_carrier,
      isPortalEnabled: row.is_portal_enabled,
      fileId: row.file_id,
      companyId: row.company_id,
      companyNumber: row.company_number,
      companyName: row.company_name,
      userName: row.user_name,
    };
  });
}

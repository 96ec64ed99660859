import { contract, type ContactInputBody } from '@freightkit/api';
import {
  ContactPortalAccess,
  duplicateContactEmail,
  emailInUseForSignIn,
  permissionChangeRefusal,
  Role,
  selfLockoutRefusal,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller, Services } from '../../http/context.ts';
import { forbidden, HttpError, invalidField, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { sendMail } from '../../mail.ts';
import { createOneTimeToken } from '../identity/tokens.ts';

interface Row {
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
  user_id: string | null;
  user_name: string | null;
  has_password: boolean;
}

const select = `
  SELECT k.id, k.first_name, k.last_name, k.function_title, k.roles, k.email_addresses, k.phone_numbers,
         k.linkedin_profile_url, k.permissions, k.access_levels, k.is_3pl, k.is_carrier, k.is_portal_enabled,
         k.file_id, k.company_id, c.company_number, c.name AS company_name, u.id AS user_id, u.user_name,
         (u.password_hash IS NOT NULL) AS has_password
    FROM contacts k JOIN companies c ON c.id = k.company_id LEFT JOIN users u ON u.contact_id = k.id`;

const out = (r: Row) => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  functionTitle: r.function_title,
  roles: r.roles,
  emailAddresses: r.email_addresses,
  phoneNumbers: r.phone_numbers,
  linkedInProfileUrl: r.linkedin_profile_url,
  locations: [],
  permissions: r.permissions,
  accessLevels: r.access_levels,
  is3PL: r.is_3pl,
  isCarrier: r.is_carrier,
  isPortalEnabled: r.is_portal_enabled,
  fileId: r.file_id,
  companyId: r.company_id,
  companyNumber: r.company_number,
  companyName: r.company_name,
  userName: r.user_name,
  portalAccess: !r.is_portal_enabled
    ? ContactPortalAccess.None
    : r.has_password
      ? ContactPortalAccess.Active
      : ContactPortalAccess.Invited,
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One contact of the caller's company, else 404 (another company's too, so its existence stays hidden). */
async function own(db: Database, caller: Caller, id: string): Promise<Row> {
  if (!uuid.test(id)) throw notFound('The contact');
  const { rows } = await db.query<Row>(`${select} WHERE k.id = $1 AND k.company_id = $2`, [
    id,
    caller.companyId,
  ]);
  if (!rows[0]) throw notFound('The contact');
  return rows[0];
}

/**
 * The signed-in user's own contact with its portal access (the profile's, ADR 036), else 404.
 */
export async function currentUserContact(db: Database, caller: Caller) {
  return out(await own(db, caller, caller.contactId));
}

/**
 * Refuses (409) an e-mail address another contact of the company already has, and, for a person
 * given portal access, a primary address another portal user already signs in with.
 */
export async function assertAddressesFree(
  db: Database,
  caller: Caller,
  body: Pick<ContactInputBody, 'emailAddresses' | 'isPortalEnabled'>,
  self: string | null,
): Promise<void> {
  const emails = body.emailAddresses.map((e) => e.trim().toLowerCase());
  const { rows } = await db.query<{ email: string }>(
    `SELECT a AS email FROM contacts k, unnest(k.email_addresses) a
      WHERE k.company_id = $1 AND ($2::text IS NULL OR k.id <> $2) AND lower(a) = ANY($3::text[]) LIMIT 1`,
    [caller.companyId, self, emails],
  );
  if (rows[0]) throw new HttpError(409, duplicateContactEmail(rows[0].email));
  const primary = body.emailAddresses[0]?.trim() ?? '';
  if (body.isPortalEnabled) {
    const users = await db.query(
      `SELECT 1 FROM users WHERE lower(user_name) = lower($1) AND ($2::text IS NULL OR contact_id <> $2)`,
      [primary, self],
    );
    if (users.rows.length > 0) throw new HttpError(409, emailInUseForSignIn(primary));
  }
}

/** A unique index refused the statement (two saves of one address at once): the same 409 as the checks above. */
export function conflictOf(error: unknown, email: string): unknown {
  return (error as { code?: string }).code === '23505'
    ? new HttpError(409, emailInUseForSignIn(email))
    : error;
}

/** Mails the person a link to activate their portal user (the same ActivateUser flow as the seeded invitee). */
async function invite(services: Services, caller: Caller, userId: string, body: ContactInputBody) {
  const token = await createOneTimeToken(services.db, userId, 'activation');
  const link = `/ActivateUser/${encodeURIComponent(token)}`;
  await sendMail(
    services.db,
    {
      to: body.emailAddresses[0]?.trim() ?? '',
      subject: 'You are invited to the FreightKit carrier portal',
      body: `Hello ${body.firstName.trim()},\n\n${caller.firstName} ${caller.lastName} gave you access to the FreightKit portal.\nOpen this link to activate your account and choose a password:\n${link}\n`,
      link,
    },
    services.log,
  );
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The stored columns of a contact body, in the order of the INSERT and UPDATE below. */
const columns = (body: ContactInputBody) => [
  body.firstName.trim(),
  body.lastName.trim(),
  text(body.functionTitle),
  body.roles,
  body.permissions,
  body.isPortalEnabled ? ['Portal'] : [],
  body.emailAddresses.map((e) => e.trim()),
  JSON.stringify(body.phoneNumbers.map((p) => ({ value: p.value.trim(), type: p.type }))),
  text(body.linkedInProfileUrl),
  body.isPortalEnabled,
];

/** Contacts: the list by roles and text, one contact, adding and changing one (spec 2 §7). */
export function contactRoutes(app: Hono<AppEnv>): void {
  const e = contract.contacts;

  mount(app, e.list, async ({ services, caller, query }) => {
    const params: unknown[] = [caller.companyId];
    let where = 'k.company_id = $1';
    if (query.roles && query.roles.length > 0) {
      params.push(query.roles);
      where += ` AND k.roles && $${params.length}::text[]`;
    }
    if (query.query) {
      params.push(`%${query.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const p = `$${params.length}`;
      where += ` AND (k.first_name || ' ' || k.last_name ILIKE ${p} OR k.function_title ILIKE ${p}
                 OR EXISTS (SELECT 1 FROM unnest(k.email_addresses) a WHERE a ILIKE ${p}))`;
    }
    params.push(query.pageSize, (query.page - 1) * query.pageSize);
    const { rows } = await services.db.query<Row>(
      `${select} WHERE ${where} ORDER BY lower(k.last_name), lower(k.first_name), k.id
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    const { rows: count } = await services.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM contacts k WHERE ${where}`,
      params.slice(0, -2),
    );
    return {
      items: rows.map(out),
      totalCount: count[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, e.byId, async ({ services, caller, params }) => out(await own(services.db, caller, params.id)));

  mount(app, e.create, async ({ services, caller, body }) => {
    const refused = permissionChangeRefusal(caller, [], body.permissions);
    if (refused !== null) throw forbidden(refused);
    await assertAddressesFree(services.db, caller, body, null);
    const primary = body.emailAddresses[0]?.trim() ?? '';
    const insertContact = `INSERT INTO contacts (company_id, first_name, last_name, function_title, roles, permissions,
                             access_levels, email_addresses, phone_numbers, linkedin_profile_url, is_portal_enabled,
                             is_carrier, is_3pl)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, c.company_type = 'Carrier', c.has_3pl_network
         FROM companies c WHERE c.id = $1 RETURNING id`;
    let contactId: string;
    try {
      if (body.isPortalEnabled) {
        // One statement: the contact and its (not yet activated) user exist together or not at all.
        const { rows } = await services.db.query<{ contact_id: string; user_id: string }>(
          `WITH k AS (${insertContact})
           INSERT INTO users (contact_id, user_name, password_hash, is_active, accepted_terms)
           SELECT k.id, $12, NULL, false, false FROM k RETURNING contact_id, id AS user_id`,
          [caller.companyId, ...columns(body), primary],
        );
        const created = rows[0];
        if (!created) throw new Error('The contact was not stored.');
        contactId = created.contact_id;
        await invite(services, caller, created.user_id, body);
      } else {
        const { rows } = await services.db.query<{ id: string }>(insertContact, [
          caller.companyId,
          ...columns(body),
        ]);
        contactId = rows[0]?.id ?? '';
      }
    } catch (error) {
      throw conflictOf(error, primary);
    }
    return out(await own(services.db, caller, contactId));
  });

  mount(app, e.update, async ({ services, caller, params, body }) => {
    const before = await own(services.db, caller, params.id);
    const refused = permissionChangeRefusal(caller, before.permissions, body.permissions);
    if (refused !== null) throw forbidden(refused);
    if (before.id === caller.contactId) {
      const lockout = selfLockoutRefusal(body);
      if (lockout !== null)
        throw invalidField(body.roles.includes(Role.Admin) ? 'permissions' : 'roles', lockout);
    }
    await assertAddressesFree(services.db, caller, body, before.id);
    const primary = body.emailAddresses[0]?.trim() ?? '';
    const db = services.db;
    try {
      await db.query(
        `UPDATE contacts SET first_name = $3, last_name = $4, function_title = $5, roles = $6, permissions = $7,
                access_levels = $8, email_addresses = $9, phone_numbers = $10, linkedin_profile_url = $11,
                is_portal_enabled = $12
          WHERE id = $1 AND company_id = $2`,
        [before.id, caller.companyId, ...columns(body)],
      );
      if (body.isPortalEnabled && before.user_id === null) {
        const { rows } = await db.query<{ id: string }>(
          `INSERT INTO users (contact_id, user_name, password_hash, is_active, accepted_terms)
           VALUES ($1, $2, NULL, false, false) RETURNING id`,
          [before.id, primary],
        );
        await invite(services, caller, rows[0]?.id ?? '', body);
      } else if (before.user_id !== null) {
        // The sign-in name follows the primary address; access given again re-opens the user (or
        // re-invites one who never activated); access taken away closes it and its unused links.
        await db.query('UPDATE users SET user_name = $2 WHERE id = $1', [before.user_id, primary]);
        if (!body.isPortalEnabled) {
          await db.query('UPDATE users SET is_active = false WHERE id = $1', [before.user_id]);
          await db.query('UPDATE auth_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
            before.user_id,
          ]);
        } else if (!before.is_portal_enabled) {
          if (before.has_password)
            await db.query('UPDATE users SET is_active = true WHERE id = $1', [before.user_id]);
          else await invite(services, caller, before.user_id, body);
        }
      }
    } catch (error) {
      throw conflictOf(error, primary);
    }
    return out(await own(db, caller, before.id));
  });
}

import { contract } from '@freightkit/api';
import { samsaraTokenHint } from '@freightkit/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { assertAddressesFree, conflictOf, currentUserContact } from '../contacts/routes.ts';

/**
 * The profile (spec 2 §7 "update profile") and the tracking integration (spec 1 §2 "Expired Samsara
 * Token"): a person changes their own contact, an admin renews the Samsara token (ADR 036).
 */
export function profileRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.contacts.updateProfile, async ({ services, caller, body }) => {
    const db = services.db;
    const before = await currentUserContact(db, caller);
    // The same duplicate rules as a contact with portal access: the primary address is the sign-in name.
    await assertAddressesFree(db, caller, { ...body, isPortalEnabled: true }, before.id);
    const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
    const primary = body.emailAddresses[0]?.trim() ?? '';
    try {
      await db.query(
        `UPDATE contacts SET first_name = $3, last_name = $4, function_title = $5, email_addresses = $6,
                phone_numbers = $7, linkedin_profile_url = $8
          WHERE id = $1 AND company_id = $2`,
        [
          before.id,
          caller.companyId,
          body.firstName.trim(),
          body.lastName.trim(),
          text(body.functionTitle),
          body.emailAddresses.map((e) => e.trim()),
          JSON.stringify(body.phoneNumbers.map((p) => ({ value: p.value.trim(), type: p.type }))),
          text(body.linkedInProfileUrl),
        ],
      );
      // The sign-in name follows the primary address, as it does when an admin changes the contact.
      await db.query('UPDATE users SET user_name = $2 WHERE id = $1', [caller.userId, primary]);
    } catch (error) {
      throw conflictOf(error, primary);
    }
    const { portalAccess: _access, ...contact } = await currentUserContact(db, caller);
    return contact;
  });

  mount(app, contract.identity.renewSamsaraToken, async ({ services, caller, body }) => {
    const token = body.apiToken.trim();
    const { rows } = await services.db.query<{ renewed_at: Date }>(
      `UPDATE users SET samsara_api_token = $2, samsara_is_expired = false, samsara_token_renewed_at = now()
        WHERE id = $1 RETURNING samsara_token_renewed_at AS renewed_at`,
      [caller.userId, token],
    );
    const row = rows[0];
    if (!row) throw notFound('The user');
    return {
      samsaraIsExpired: false,
      tokenHint: samsaraTokenHint(token),
      renewedAt: row.renewed_at.toISOString(),
    };
  });
}

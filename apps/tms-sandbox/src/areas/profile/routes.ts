import { contract, maxProfilePictureBodyBytes, toRoutePattern } from '@freightkit/api';
import {
  DocumentType,
  EntityType,
  profilePictureContentTypes,
  profilePictureTooLarge,
  samsaraTokenHint,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller, Services } from '../../http/context.ts';
import { HttpError, invalidField, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { assertAddressesFree, conflictOf, currentUserContact } from '../contacts/routes.ts';
import { decodeContent } from '../documents/routes.ts';
import { documentStore } from '../documents/storage.ts';
import { storedPicture } from './picture.ts';

/** The contact as the profile answers it (without the admin's portal-access state). */
async function profileContact(db: Database, caller: Caller) {
  const { portalAccess: _access, ...contact } = await currentUserContact(db, caller);
  return contact;
}

/**
 * Drops the caller's current picture document, if any: the contact's `file_id` is cleared (or set to
 * `replacement`) first, so the contact never points at a document that is gone, then the row and its bytes.
 */
async function replacePicture(services: Services, caller: Caller, replacement: string | null) {
  const { db } = services;
  const { rows } = await db.query<{ id: string; storage_key: string }>(
    `SELECT d.id, d.storage_key FROM contacts k JOIN documents d ON d.id = k.file_id
      WHERE k.id = $1 AND k.company_id = $2`,
    [caller.contactId, caller.companyId],
  );
  await db.query('UPDATE contacts SET file_id = $3 WHERE id = $1 AND company_id = $2', [
    caller.contactId,
    caller.companyId,
    replacement,
  ]);
  const old = rows[0];
  if (old === undefined) return;
  await db.query('DELETE FROM documents WHERE id = $1', [old.id]);
  await documentStore(services).remove(old.storage_key);
}

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

  // A picture body larger than the largest picture's base64 is refused before it is read.
  app.put(
    toRoutePattern(contract.contacts.updateProfilePicture.path),
    bodyLimit({
      maxSize: maxProfilePictureBodyBytes,
      onError: (c) => c.json(new HttpError(413, profilePictureTooLarge()).body, 413),
    }),
  );

  mount(
    app,
    contract.contacts.updateProfilePicture,
    async ({ services, caller, body }) => {
      const picture = storedPicture(decodeContent(body.data));
      if (!picture.ok) {
        if (picture.status === 413) throw new HttpError(413, picture.problem);
        throw invalidField('data', picture.problem);
      }
      const contact = await profileContact(services.db, caller);
      const store = documentStore(services);
      const key = await store.put(picture.jpeg);
      try {
        const { rows } = await services.db.query<{ id: string }>(
          `INSERT INTO documents (company_id, type, name, extension, content_type, size_bytes, storage_key,
                                  entity_type, entity_id, entity_description, created_by_user_id, created_by_company_id)
           VALUES ($1, $2, $3, 'jpg', $4, $5, $6, $7, $8, $9, $10, $1) RETURNING id`,
          [
            caller.companyId,
            DocumentType.CustomerProfilePicture,
            'profile-picture.jpg',
            profilePictureContentTypes.jpeg,
            picture.jpeg.length,
            key,
            EntityType.Contact,
            contact.id,
            `Profile picture · ${contact.firstName} ${contact.lastName}`,
            caller.userId,
          ],
        );
        const id = rows[0]?.id;
        if (id === undefined) throw new Error('INSERT returned no row');
        await replacePicture(services, caller, id);
      } catch (error) {
        await store.remove(key);
        throw error;
      }
      return profileContact(services.db, caller);
    },
    { fileNameFields: ['name'] },
  );

  mount(app, contract.contacts.removeProfilePicture, async ({ services, caller }) => {
    await replacePicture(services, caller, null);
    return profileContact(services.db, caller);
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

import { driverLinkPolicy } from '@freightkit/domain';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';

/** One-time token purposes. */
export type OneTimePurpose = 'password-reset' | 'activation';

const lifetimeHours: Readonly<Record<OneTimePurpose, number>> = { 'password-reset': 2, activation: 24 * 14 };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a one-time token for a user; only its SHA-256 is stored. */
export async function createOneTimeToken(
  db: Database,
  userId: string,
  purpose: OneTimePurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO auth_tokens (token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [hash(token), userId, purpose, lifetimeHours[purpose]],
  );
  return token;
}

/**
 * Consumes a one-time token: marks it used and returns its user id, or `null` when it is unknown,
 * used, expired or for another purpose.
 */
export async function consumeOneTimeToken(
  db: Database,
  token: string,
  purpose: OneTimePurpose,
): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE auth_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [hash(token), purpose],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * Counts one sign-in with a driver link, in one statement so two browsers opening the link at the
 * same moment cannot both take its last sign-in. Returns false when the link has given all of
 * domain's `driverLinkPolicy.maxSignIns` (ADR 042).
 */
export async function countDriverLinkSignIn(
  db: Database,
  link: { readonly linkId: string; readonly userId: string },
): Promise<boolean> {
  const { rows } = await db.query<{ sign_ins: number }>(
    `INSERT INTO driver_link_sign_ins (link_id, user_id, sign_ins) VALUES ($1, $2, 1)
     ON CONFLICT (link_id) DO UPDATE SET sign_ins = driver_link_sign_ins.sign_ins + 1, last_at = now()
       WHERE driver_link_sign_ins.sign_ins < $3
     RETURNING sign_ins`,
    [link.linkId, link.userId, driverLinkPolicy.maxSignIns],
  );
  return rows.length > 0;
}

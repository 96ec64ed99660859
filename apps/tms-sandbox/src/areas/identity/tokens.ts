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

import { decodeAccessToken, type SessionData } from '@freightkit/api';
import { isTokenExpired } from '@freightkit/domain';

/** Where this browser remembers the last driver link it signed in with. */
const storageKey = 'freightkit.driverLink';

/** The link's id and driver, as its token names them (read, not verified: the back end verifies). */
function linkOf(driverToken: string): { linkId: string; userId: string } | null {
  const claims = decodeAccessToken(driverToken);
  return typeof claims?.jti === 'string' && typeof claims.sub === 'string'
    ? { linkId: claims.jti, userId: claims.sub }
    : null;
}

/**
 * Whether the session was started with this very link in this browser and still lasts. A driver
 * reopens the same text message many times on the same phone; while that sign-in lasts, opening the
 * link again only shows the page, and spends none of the link's sign-ins (ADR 042).
 */
export function alreadySignedInWith(driverToken: string, session: SessionData | null, now: Date): boolean {
  const link = linkOf(driverToken);
  if (link === null || session === null || session.user.id !== link.userId) return false;
  if (isTokenExpired(session.accessToken, now)) return false;
  try {
    return localStorage.getItem(storageKey) === link.linkId;
  } catch {
    // Storage refused (a private window's quota, a policy): the link is simply redeemed again.
    return false;
  }
}

/** Remembers that this browser signed in with the link. */
export function rememberSignInWith(driverToken: string): void {
  const link = linkOf(driverToken);
  if (link === null) return;
  try {
    localStorage.setItem(storageKey, link.linkId);
  } catch {
    // As above: without storage the next opening redeems the link again.
  }
}

import { afterUnauthorizedPath } from '../access/routes.ts';

/** Local-storage keys of the session: the token and the user are kept in local storage (spec 1 §4, §9). */
export const sessionStorageKeys = { token: 'token', user: 'user', redirectPath: 'redirectPath' } as const;

/**
 * Tab-session (`sessionStorage`) keys of choices that last for the rest of one signed-in session and
 * are forgotten at sign-out: "Later" on the 'Expired Samsara Token' modal (its value is the user's id).
 */
export const tabSessionKeys = { samsaraModalDismissed: 'freightkit.samsaraModalDismissed' } as const;

const base64UrlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Decodes base64url (or base64) to a UTF-8 string; `null` on malformed input. No DOM `atob` needed. */
export function decodeBase64Url(input: string): string | null {
  const clean = input.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const index = base64UrlAlphabet.indexOf(char);
    if (index === -1) return null;
    buffer = (buffer << 6) | index;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  try {
    return decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return null;
  }
}

/** The expiry of a JWT (its `exp` claim) as epoch milliseconds, or `null` when it cannot be read. */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  const payload = token?.split('.')[1];
  if (payload === undefined) return null;
  const json = decodeBase64Url(payload);
  if (json === null) return null;
  try {
    const claims: unknown = JSON.parse(json);
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Token expiry is checked against the current time (spec 1 §4): expired when `exp` is at or before
 * `now`. Choice: a token whose expiry cannot be read counts as not expired; the back end's 401 then
 * ends the session, rather than logging out users whose token is opaque. No token at all is expired.
 */
export function isTokenExpired(token: string | null | undefined, now: Date): boolean {
  if (token == null || token === '') return true;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt <= now.getTime();
}

/** What a 401 does (spec 1 §4): clear storage and token, remember the current path, go to /. */
export function onUnauthorized(currentPath: string): {
  clearStorage: true;
  redirectAfterLogin: string;
  goTo: string;
} {
  return { clearStorage: true, redirectAfterLogin: currentPath, goTo: afterUnauthorizedPath };
}

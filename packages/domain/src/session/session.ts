import { afterUnauthorizedPath } from '../access/routes.ts';

/** Local-storage keys of the session: the token and the user are kept in local storage (spec 1 §4, §9). */
export const sessionStorageKeys = { token: 'token', user: 'user', redirectPath: 'redirectPath' } as const;

/**
 * Tab-session (`sessionStorage`) keys of choices that last for the rest of one signed-in session and
 * are forgotten at sign-out: "Later" on the 'Expired Samsara Token' modal (its value is the user's id).
 */
export const tabSessionKeys = { samsaraModalDismissed: 'freightkit.samsaraModalDismissed' } as const;

const base64UrlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Each ASCII character's base64url value, -1 for a character outside the alphabet; made once. */
const base64UrlValues: readonly number[] = Array.from({ length: 128 }, (_, code) =>
  base64UrlAlphabet.indexOf(String.fromCharCode(code)),
);

/** Decodes base64url (or base64) to a UTF-8 string; `null` on malformed input. No DOM `atob` needed. */
export function decodeBase64Url(input: string): string | null {
  let end = input.length;
  while (end > 0 && input.charCodeAt(end - 1) === 0x3d /* = */) end -= 1;
  const bytes: number[] = [];
  let ascii = true;
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < end; i += 1) {
    let code = input.charCodeAt(i);
    // Plain base64's two characters read as base64url's.
    if (code === 0x2b /* + */) code = 0x2d;
    else if (code === 0x2f /* / */) code = 0x5f;
    const value = code < 128 ? (base64UrlValues[code] ?? -1) : -1;
    if (value === -1) return null;
    buffer = ((buffer << 6) | value) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      const byte = (buffer >> bits) & 0xff;
      if (byte > 0x7f) ascii = false;
      bytes.push(byte);
    }
  }
  // A token's claims are nearly always ASCII: their characters are their bytes. Anything else goes
  // through the percent-decoder, which also rejects malformed UTF-8.
  if (ascii) {
    let text = '';
    // In chunks: `fromCharCode` takes its bytes as arguments, and engines cap an argument list.
    for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.slice(i, i + 8192));
    return text;
  }
  try {
    return decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return null;
  }
}

/** The last token {@link tokenClaims} read and its claims: a session reads the same token on every call. */
let lastRead: { readonly token: string; readonly claims: TokenClaims | null } | undefined;

/** A JWT's claims as {@link tokenClaims} reads them: each claim's value is left `unknown`. */
export type TokenClaims = Readonly<Record<string, unknown>>;

/**
 * The claims of a JWT (its payload), read without verifying it: the back end verifies, the client only
 * reads the expiry and the API key. `null` for anything that is not a readable JWT. The last token's
 * claims are kept, so the expiry check and every call's API key decode a session's token once.
 *
 * @example tokenClaims(token)?.['exp']
 */
export function tokenClaims(token: string | null | undefined): TokenClaims | null {
  if (token == null) return null;
  if (lastRead?.token === token) return lastRead.claims;
  const claims = readClaims(token);
  lastRead = { token, claims };
  return claims;
}

function readClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (payload === undefined || payload === '') return null;
  const json = decodeBase64Url(payload);
  if (json === null) return null;
  try {
    const claims: unknown = JSON.parse(json);
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as TokenClaims)
      : null;
  } catch {
    return null;
  }
}

/** The expiry of a JWT (its `exp` claim) as epoch milliseconds, or `null` when it cannot be read. */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  const exp = tokenClaims(token)?.['exp'];
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
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

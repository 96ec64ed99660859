/**
 * Name of the access-token claim holding the API key the back end expects in {@link apiKeyHeader}
 * (the identity provider's custom-attribute style; see docs/adr/004-contract-and-sandbox.md).
 */
export const apiKeyClaim = 'extension_ApiKey';

/** Header carrying the API key on every authenticated call (spec 1 §7 "an extra API key header"). */
export const apiKeyHeader = 'X-Api-Key';

/** The claims of an access token the portal reads. Other claims are kept as `unknown`. */
export interface AccessTokenClaims {
  /** Subject: the user id. */
  readonly sub?: string;
  /** Expiry, seconds since the epoch. */
  readonly exp?: number;
  /** Issued-at, seconds since the epoch. */
  readonly iat?: number;
  /** The API key; see {@link apiKeyClaim}. */
  readonly [apiKeyClaim]?: string;
  readonly [claim: string]: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the payload of a JWT without verifying it (the back end verifies; the portal only needs
 * the expiry and the API-key claim). Returns `null` for anything that is not a readable JWT.
 *
 * @example decodeAccessToken(token)?.exp
 */
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (payload === undefined || payload === '') return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as AccessTokenClaims)
      : null;
  } catch {
    return null;
  }
}

/** The API key of an access token, or `undefined` when the token has none. */
export function apiKeyOf(token: string): string | undefined {
  const value = decodeAccessToken(token)?.[apiKeyClaim];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

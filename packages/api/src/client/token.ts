import { tokenClaims } from '@freightkit/domain';

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

/**
 * Reads the payload of a JWT without verifying it (the back end verifies; the client only needs
 * the API-key claim; expiry checks are domain's `isTokenExpired`). Returns `null` for anything that is not
 * a readable JWT. Domain's `tokenClaims` reads it, and keeps the last token's claims.
 *
 * @example decodeAccessToken(token)?.exp
 */
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  return tokenClaims(token);
}

/** The API key of an access token, or `undefined` when the token has none. */
export function apiKeyOf(token: string): string | undefined {
  const value = decodeAccessToken(token)?.[apiKeyClaim];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

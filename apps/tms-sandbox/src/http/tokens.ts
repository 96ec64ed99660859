import { apiKeyClaim } from '@freightkit/api';
import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';

const issuer = 'freightkit-tms-sandbox';
const accessAudience = 'freightkit-portal';
const driverLinkAudience = 'freightkit-driver-link';
/** Driver links stay valid for a week (a link is sent once per trip). */
const driverLinkTtlSeconds = 7 * 24 * 60 * 60;

/** Claims of a verified access token. */
export interface AccessClaims {
  readonly userId: string;
  readonly companyId: string;
  readonly apiKey: string;
}

/** Issues and verifies the sandbox's HS256 tokens. */
export interface TokenService {
  /** An access token for a user, carrying the company's API key in the `extension_ApiKey` claim. */
  issueAccessToken(user: { id: string; companyId: string; apiKey: string }): Promise<string>;
  /** Verified claims of an access token, or `null` (bad signature, expired, wrong audience, malformed). */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
  /** A driver-link token (`?driverToken=`) for a user. */
  issueDriverLink(userId: string): Promise<string>;
  /** The user id of a valid driver-link token, or `null`. */
  verifyDriverLink(token: string): Promise<string | null>;
}

/**
 * Creates the token service over a secret (at least 32 bytes) and an access-token lifetime. With
 * `providerTokens`, access tokens signed by the identity provider (RS256, ADR 028) are accepted too.
 */
export function createTokenService(
  secret: Uint8Array,
  accessTtlSeconds: number,
  providerTokens?: (token: string) => Promise<AccessClaims | null>,
): TokenService {
  const verify = async (token: string, audience: string) => {
    try {
      const { payload } = await jwtVerify(token, secret, { issuer, audience, algorithms: ['HS256'] });
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  };
  return {
    issueAccessToken: (user) =>
      new SignJWT({ companyId: user.companyId, [apiKeyClaim]: user.apiKey })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(accessAudience)
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(secret),
    verifyAccessToken: async (token) => {
      if (providerTokens && signedWith(token) === 'RS256') return providerTokens(token);
      const payload = await verify(token, accessAudience);
      const apiKey = payload?.[apiKeyClaim];
      if (!payload?.sub || typeof payload.companyId !== 'string' || typeof apiKey !== 'string') return null;
      return { userId: payload.sub, companyId: payload.companyId, apiKey };
    },
    issueDriverLink: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(driverLinkAudience)
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${driverLinkTtlSeconds}s`)
        .sign(secret),
    verifyDriverLink: async (token) => (await verify(token, driverLinkAudience))?.sub ?? null,
  };
}

/** The `alg` a JWT's header names, or `undefined` when it is not a JWT. */
function signedWith(token: string): string | undefined {
  try {
    return decodeProtectedHeader(token).alg;
  } catch {
    return undefined;
  }
}

import { apiKeyClaim } from '@freightkit/api';
import { driverLinkPolicy } from '@freightkit/domain';
import { randomUUID } from 'node:crypto';
import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';

const issuer = 'freightkit-tms-sandbox';
const accessAudience = 'freightkit-portal';
const driverLinkAudience = 'freightkit-driver-link';
/** Driver links stay valid for domain's lifetime (a link is sent once per trip; ADR 042). */
const driverLinkTtlSeconds = driverLinkPolicy.lifetimeDays * 24 * 60 * 60;

/** Claims of a verified access token. */
export interface AccessClaims {
  readonly userId: string;
  readonly companyId: string;
  readonly apiKey: string;
}

/** A verified driver link: whose it is, and the link's own id (its sign-ins are counted by it). */
export interface DriverLinkClaims {
  readonly userId: string;
  readonly linkId: string;
}

/** Issues and verifies the sandbox's HS256 tokens. */
export interface TokenService {
  /** An access token for a user, carrying the company's API key in the `extension_ApiKey` claim. */
  issueAccessToken(user: { id: string; companyId: string; apiKey: string }): Promise<string>;
  /** Verified claims of an access token, or `null` (bad signature, expired, wrong audience, malformed). */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
  /** A driver-link token (`?driverToken=`) for a user. */
  issueDriverLink(userId: string): Promise<string>;
  /** The claims of a valid driver-link token, or `null` (bad signature, expired, no link id). */
  verifyDriverLink(token: string): Promise<DriverLinkClaims | null>;
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
  // Access tokens already verified, with their claims and expiry: a portal sends the same token on every
  // call for an hour, and checking its signature (WebCrypto HMAC, jose) was a tenth of a list request's CPU
  // under load (ADR 067). A hit still checks the expiry; only tokens that verified are kept, and the
  // oldest go first past `verifiedLimit`. The caller's row (active, key, company) is still read per request.
  const verified = new Map<string, { claims: AccessClaims; expires: number }>();
  const verifiedLimit = 1000;
  const verifyHs256 = async (token: string): Promise<AccessClaims | null> => {
    const now = Math.floor(Date.now() / 1000);
    const known = verified.get(token);
    if (known !== undefined) {
      if (known.expires > now) return known.claims;
      verified.delete(token);
      return null;
    }
    const payload = await verify(token, accessAudience);
    const apiKey = payload?.[apiKeyClaim];
    if (!payload?.sub || typeof payload.companyId !== 'string' || typeof apiKey !== 'string') return null;
    const claims = { userId: payload.sub, companyId: payload.companyId, apiKey };
    // jose accepts a token without `exp`; such a token is answered but not kept.
    if (typeof payload.exp === 'number') {
      if (verified.size >= verifiedLimit) verified.delete(verified.keys().next().value as string);
      verified.set(token, { claims, expires: payload.exp });
    }
    return claims;
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
      return verifyHs256(token);
    },
    issueDriverLink: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(driverLinkAudience)
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${driverLinkTtlSeconds}s`)
        .sign(secret),
    verifyDriverLink: async (token) => {
      const payload = await verify(token, driverLinkAudience);
      // A link without an id could not be counted, so it is not a link this sandbox issued.
      if (!payload?.sub || !payload.jti) return null;
      return { userId: payload.sub, linkId: payload.jti };
    },
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

import { apiKeyClaim } from '@freightkit/api';
import { readFile } from 'node:fs/promises';
import { get } from 'node:https';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import type { IdentityProviderConfig } from '../config.ts';
import { HttpError } from './errors.ts';
import type { AccessClaims } from './tokens.ts';

/** Fetches a JWKS over HTTPS, trusting `caFile` as well when given (a self-signed local provider). */
async function fetchKeySet(url: string, caFile: string | undefined): Promise<JSONWebKeySet> {
  const ca = caFile === undefined ? undefined : await readFile(caFile);
  return new Promise((resolve, reject) => {
    const request = get(url, { ...(ca ? { ca } : {}), timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`The identity provider's keys answered ${String(response.statusCode)}`));
          return;
        }
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as JSONWebKeySet);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    request.on('timeout', () => request.destroy(new Error("The identity provider's keys timed out")));
    request.on('error', reject);
  });
}

/**
 * Verifies access tokens of the configured identity provider (ADR 028): RS256 signed by a key of its
 * JWKS (fetched on first use and again when a token names a key not seen yet, so a key rollover
 * needs no restart), its issuer, the carrier API audience, not expired. The claims the sandbox acts
 * on are the same as for its own tokens: the user (`sub`), the company and the API key.
 */
export function createProviderTokenVerifier(
  provider: IdentityProviderConfig,
  /** Least time between two fetches caused by unknown keys, so forged key ids cannot flood the provider. */
  refetchCooldownMs = 30_000,
): (token: string) => Promise<AccessClaims | null> {
  let keys: ReturnType<typeof createLocalJWKSet> | undefined;
  let fetchedAt = 0;
  const load = async () => {
    fetchedAt = Date.now();
    try {
      keys = createLocalJWKSet(await fetchKeySet(provider.jwksUrl, provider.caFile));
    } catch {
      // Not the caller's fault and not a bad token: say so instead of signing the user out.
      throw new HttpError(503, { message: 'The sign-in service cannot be reached. Try again in a moment.' });
    }
    return keys;
  };
  const verify = async (token: string, refreshed: boolean): Promise<AccessClaims | null> => {
    try {
      const keySet = keys ?? (await load());
      const { payload } = await jwtVerify(token, keySet, {
        issuer: provider.issuer,
        audience: provider.audience,
        algorithms: ['RS256'],
      });
      const apiKey = payload[apiKeyClaim];
      if (!payload.sub || typeof payload['companyId'] !== 'string' || typeof apiKey !== 'string') return null;
      return { userId: payload.sub, companyId: payload['companyId'], apiKey };
    } catch (error) {
      if (
        error instanceof errors.JWKSNoMatchingKey &&
        !refreshed &&
        Date.now() - fetchedAt >= refetchCooldownMs
      ) {
        keys = undefined;
        return verify(token, true);
      }
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  };
  return (token) => verify(token, false);
}

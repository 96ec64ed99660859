import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.ts';

// Verified access tokens are kept for their lifetime (ADR 067): a kept token must still expire, and a
// token that only resembles a kept one must still be checked.
const secret = new Uint8Array(32).fill(7);
const user = { id: 'user-1', companyId: 'company-1', apiKey: 'key-1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('verified access tokens', () => {
  it('answers a kept token’s claims until it expires, then null', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    const tokens = createTokenService(secret, 60);
    const token = await tokens.issueAccessToken(user);
    const claims = { userId: 'user-1', companyId: 'company-1', apiKey: 'key-1' };
    expect(await tokens.verifyAccessToken(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-27T12:00:59Z'));
    expect(await tokens.verifyAccessToken(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-27T12:01:00Z'));
    expect(await tokens.verifyAccessToken(token)).toBeNull();
    expect(await tokens.verifyAccessToken(token)).toBeNull();
  });

  it('still refuses a token signed with another secret or altered, beside a kept one', async () => {
    const tokens = createTokenService(secret, 60);
    const token = await tokens.issueAccessToken(user);
    expect(await tokens.verifyAccessToken(token)).not.toBeNull();
    const forged = await createTokenService(new Uint8Array(32).fill(8), 60).issueAccessToken(user);
    expect(await tokens.verifyAccessToken(forged)).toBeNull();
    const [header, payload] = token.split('.');
    const altered = `${header ?? ''}.${payload ?? ''}.${'A'.repeat(43)}`;
    expect(await tokens.verifyAccessToken(altered)).toBeNull();
    const otherPayload = Buffer.from(JSON.stringify({ sub: 'user-2' })).toString('base64url');
    expect(
      await tokens.verifyAccessToken(`${header ?? ''}.${otherPayload}.${token.split('.')[2] ?? ''}`),
    ).toBeNull();
  });
});

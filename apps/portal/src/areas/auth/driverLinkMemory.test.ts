import type { SessionData } from '@freightkit/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alreadySignedInWith, rememberSignInWith } from './driverLinkMemory.ts';

/** An unsigned JWT with the given payload: only its claims are read here. */
const jwt = (payload: object) =>
  `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;
const now = new Date('2026-11-26T12:00:00Z');
const inAnHour = now.getTime() / 1000 + 3600;
const link = jwt({ sub: 'driver-1', jti: 'link-1' });
const session = (userId: string, exp = inAnHour) =>
  ({ accessToken: jwt({ sub: userId, exp }), user: { id: userId } }) as unknown as SessionData;

describe('a driver link reopened in the browser it signed in (ADR 042)', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('spends no sign-in while the session it started lasts', () => {
    expect(alreadySignedInWith(link, session('driver-1'), now)).toBe(false);
    rememberSignInWith(link);
    expect(alreadySignedInWith(link, session('driver-1'), now)).toBe(true);
  });

  it('is redeemed again once signed out, expired, for another driver or another link', () => {
    rememberSignInWith(link);
    expect(alreadySignedInWith(link, null, now)).toBe(false);
    expect(alreadySignedInWith(link, session('driver-1', now.getTime() / 1000 - 1), now)).toBe(false);
    expect(alreadySignedInWith(link, session('driver-2'), now)).toBe(false);
    expect(alreadySignedInWith(jwt({ sub: 'driver-1', jti: 'link-2' }), session('driver-1'), now)).toBe(
      false,
    );
  });

  it('redeems a token it cannot read, and a browser without storage, as before', () => {
    rememberSignInWith('not-a-token');
    expect(alreadySignedInWith('not-a-token', session('driver-1'), now)).toBe(false);
    rememberSignInWith(link);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(alreadySignedInWith(link, session('driver-1'), now)).toBe(false);
    expect(() => {
      rememberSignInWith(link);
    }).not.toThrow();
  });
});

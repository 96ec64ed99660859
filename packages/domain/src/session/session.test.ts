import { describe, expect, it } from 'vitest';
import {
  decodeBase64Url,
  isTokenExpired,
  onUnauthorized,
  sessionStorageKeys,
  tokenClaims,
  tokenExpiresAt,
} from './index.ts';

/** ASCII-only base64url encoder for fixtures (no Node or DOM globals in the domain's types). */
const b64url = (text: string): string => {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [0, 1, 2].map((k) => text.charCodeAt(i + k) || 0);
    const n = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((text.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += abc.charAt((n >> (18 - 6 * k)) & 63);
  }
  return out;
};
const jwt = (claims: unknown): string => `${b64url('{"alg":"none"}')}.${b64url(JSON.stringify(claims))}.sig`;

describe('session (spec 1 §4)', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  const nowSeconds = now.getTime() / 1000;

  it.each<[string, string | null | undefined, boolean]>([
    ['expires later', jwt({ exp: nowSeconds + 60 }), false],
    ['expired', jwt({ exp: nowSeconds - 1 }), true],
    ['expires exactly now', jwt({ exp: nowSeconds }), true],
    ['no exp claim (choice: not expired)', jwt({ sub: 'u' }), false],
    ['opaque token (choice: not expired)', 'opaque-token', false],
    ['bad payload', 'a.!!!.c', false],
    ['payload not JSON', `a.${b64url('nope')}.c`, false],
    ['payload JSON null', `a.${b64url('null')}.c`, false],
    ['no token', null, true],
    ['empty token', '', true],
  ])('%s', (_name, token, expired) => {
    expect(isTokenExpired(token, now)).toBe(expired);
  });

  it('reads exp as milliseconds', () => {
    expect(tokenExpiresAt(jwt({ exp: 100 }))).toBe(100000);
    expect(tokenExpiresAt(jwt({ exp: 'soon' }))).toBeNull();
    expect(tokenExpiresAt(undefined)).toBeNull();
  });

  it('decodes base64url and base64 with UTF-8', () => {
    expect(decodeBase64Url('aMOpbGxvIOKckw')).toBe('héllo ✓');
    expect(decodeBase64Url('YT9iPg==')).toBe('a?b>');
    expect(decodeBase64Url(b64url('a?b>'))).toBe('a?b>');
    expect(decodeBase64Url('/w')).toBeNull();
    expect(decodeBase64Url('YT9=iPg')).toBeNull();
    expect(decodeBase64Url('aé')).toBeNull();
    expect(decodeBase64Url('')).toBe('');
  });

  it('decodes a long ASCII payload whole, past any argument-list chunk', () => {
    const text = `{"claims":"${'x'.repeat(20000)}"}`;
    expect(decodeBase64Url(b64url(text))).toBe(text);
  });

  it('reads a token’s claims as an object, or null', () => {
    expect(tokenClaims(jwt({ sub: 'u1', exp: 100 }))).toEqual({ sub: 'u1', exp: 100 });
    expect(tokenClaims(jwt([1, 2]))).toBeNull();
    expect(tokenClaims(jwt(null))).toBeNull();
    expect(tokenClaims('a..c')).toBeNull();
    expect(tokenClaims(null)).toBeNull();
  });

  it('reads each token its own expiry, however they alternate', () => {
    const first = jwt({ exp: 100 });
    const second = jwt({ exp: 200 });
    expect(tokenExpiresAt(first)).toBe(100000);
    expect(tokenExpiresAt(second)).toBe(200000);
    expect(tokenExpiresAt(first)).toBe(100000);
    expect(tokenExpiresAt('not a token')).toBeNull();
    expect(tokenExpiresAt(first)).toBe(100000);
  });

  it('a 401 clears storage, remembers the path and goes to /', () => {
    expect(onUnauthorized('/tenders?x=1')).toEqual({
      clearStorage: true,
      redirectAfterLogin: '/tenders?x=1',
      goTo: '/',
    });
    expect(sessionStorageKeys).toEqual({ token: 'token', user: 'user', redirectPath: 'redirectPath' });
  });
});

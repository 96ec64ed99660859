import { personaUser } from '@freightkit/api/msw';
import { sessionStorageKeys } from '@freightkit/domain';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, hasStoredSession } from './sessionStore.ts';
import { createMemoryStorage } from '../memoryStorage.ts';
import { checkStoredUser } from './storedUserCheck.ts';

// The remembered user is checked with the contract's schema, loaded only when a session is remembered
// (ADR 066): the check is handed to the store rather than imported by it.
describe('the remembered session', () => {
  const user = personaUser('dispatcher');

  it('is read through the contract schema when a token and a user are stored', () => {
    const storage = createMemoryStorage({
      [sessionStorageKeys.token]: 'token',
      [sessionStorageKeys.user]: JSON.stringify({ ...user, unknownField: 1 }),
    });
    expect(hasStoredSession(storage)).toBe(true);
    const session = createSessionStore(storage, checkStoredUser).get();
    expect(session?.accessToken).toBe('token');
    expect(session?.user.email).toBe(user.email);
    // The schema's reading, not the stored JSON: unknown fields are dropped as in any answer.
    expect(session?.user).not.toHaveProperty('unknownField');
  });

  it('is refused when the stored user does not match the contract, or is not JSON', () => {
    const broken = createMemoryStorage({
      [sessionStorageKeys.token]: 'token',
      [sessionStorageKeys.user]: JSON.stringify({ ...user, roles: 'admin' }),
    });
    expect(createSessionStore(broken, checkStoredUser).get()).toBeNull();
    const notJson = createMemoryStorage({
      [sessionStorageKeys.token]: 'token',
      [sessionStorageKeys.user]: '{',
    });
    expect(createSessionStore(notJson, checkStoredUser).get()).toBeNull();
  });

  it('needs no check when nothing is remembered', () => {
    const storage = createMemoryStorage({ [sessionStorageKeys.token]: 'token' });
    expect(hasStoredSession(storage)).toBe(false);
    const check = vi.fn(checkStoredUser);
    expect(createSessionStore(storage, check).get()).toBeNull();
    expect(check).not.toHaveBeenCalled();
  });
});

import type { CurrentUser, SessionData } from '@freightkit/api';
import { isTokenExpired, onUnauthorized, sessionStorageKeys, tokenExpiresAt } from '@freightkit/domain';

/** Why a session ended: the user signed out, the token expired, or the back end answered 401. */
export type SessionEndReason = 'signedOut' | 'expired' | 'unauthorized';

/**
 * The one place the signed-in session lives: the token and user in local storage (spec 1 §4, §9),
 * read once and then kept in memory, with subscribers for React. Adapters produce sessions;
 * this store only keeps them.
 */
export interface SessionStore {
  /** The current session, `null` when signed out. Stable between changes (safe for useSyncExternalStore). */
  readonly get: () => SessionData | null;
  /** Why the last session ended, `null` while signed in or before any sign-in. */
  readonly lastEnd: () => SessionEndReason | null;
  readonly subscribe: (listener: () => void) => () => void;
  /** Keeps a new session (after any sign-in flow). */
  readonly start: (session: SessionData) => void;
  /**
   * Ends the session. `expired` and `unauthorized` remember `currentPath` so sign-in can return
   * there; a 401 also clears local storage as the spec asks (spec 1 §4).
   */
  readonly end: (reason: SessionEndReason, currentPath?: string) => void;
  /** Ends the session if its token has expired by `now`; returns whether it did. */
  readonly endIfExpired: (now: Date, currentPath?: string) => boolean;
  /** Remembers where to go after the next sign-in. */
  readonly rememberPath: (path: string) => void;
  /** Returns and forgets the remembered path. */
  readonly takeRememberedPath: () => string | null;
  /** When the current token expires (epoch ms), `null` when unknown or signed out. */
  readonly expiresAt: () => number | null;
}

/**
 * Checks a remembered user (parsed JSON) against the contract and returns it as the contract reads it,
 * or `null` when it is not one: `checkStoredUser` (storedUserCheck.ts), the contract's zod schema.
 */
export type StoredUserCheck = (value: unknown) => CurrentUser | null;

/** Whether storage remembers a session (a token and a user): only then is a user check needed. */
export function hasStoredSession(storage: Storage): boolean {
  return (
    Boolean(storage.getItem(sessionStorageKeys.token)) && Boolean(storage.getItem(sessionStorageKeys.user))
  );
}

function read(storage: Storage, checkUser: StoredUserCheck): SessionData | null {
  const accessToken = storage.getItem(sessionStorageKeys.token);
  const userJson = storage.getItem(sessionStorageKeys.user);
  if (!accessToken || !userJson) return null;
  try {
    const user = checkUser(JSON.parse(userJson));
    return user === null ? null : { accessToken, user };
  } catch {
    return null;
  }
}

/**
 * Creates the session store over a Storage (local storage in the portal, a fake in stories). The
 * remembered session is read once, here, and its user checked with `checkUser`.
 */
export function createSessionStore(storage: Storage, checkUser: StoredUserCheck): SessionStore {
  let current = read(storage, checkUser);
  let ended: SessionEndReason | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const clearSession = () => {
    storage.removeItem(sessionStorageKeys.token);
    storage.removeItem(sessionStorageKeys.user);
  };

  const store: SessionStore = {
    get: () => current,
    lastEnd: () => ended,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(session) {
      storage.setItem(sessionStorageKeys.token, session.accessToken);
      storage.setItem(sessionStorageKeys.user, JSON.stringify(session.user));
      current = session;
      ended = null;
      notify();
    },
    end(reason, currentPath) {
      if (current === null && ended !== null) return;
      if (reason === 'unauthorized') {
        const rule = onUnauthorized(currentPath ?? '/');
        // The spec clears local storage on a 401 (spec 1 §4), not only the session keys.
        storage.clear();
        storage.setItem(sessionStorageKeys.redirectPath, rule.redirectAfterLogin);
      } else {
        clearSession();
        if (reason === 'expired' && currentPath !== undefined) store.rememberPath(currentPath);
        if (reason === 'signedOut') storage.removeItem(sessionStorageKeys.redirectPath);
      }
      current = null;
      ended = reason;
      notify();
    },
    endIfExpired(now, currentPath) {
      if (current === null || !isTokenExpired(current.accessToken, now)) return false;
      // The spec asks for a console warning (spec 1 §8), not an error: nothing is broken.
      console.warn('FreightKit: the session token has expired; signing out.');
      store.end('expired', currentPath);
      return true;
    },
    rememberPath(path) {
      storage.setItem(sessionStorageKeys.redirectPath, path);
    },
    takeRememberedPath() {
      const path = storage.getItem(sessionStorageKeys.redirectPath);
      storage.removeItem(sessionStorageKeys.redirectPath);
      return path;
    },
    expiresAt: () => (current === null ? null : tokenExpiresAt(current.accessToken)),
  };
  return store;
}

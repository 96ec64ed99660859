import type { CurrentUser, SessionData } from '@freightkit/api';
import { tabSessionKeys } from '@freightkit/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { SessionAdapter, SignInRequest, SignInResult } from './adapter.ts';
import { MsalUserClaimError } from './msalUserClaimError.ts';
import type { SessionEndReason, SessionStore } from './sessionStore.ts';

/** What screens know of the session: who is signed in and the four things they can ask. */
export interface SessionApi {
  readonly session: SessionData | null;
  readonly user: CurrentUser | null;
  /** Why the last session ended (drives where the guard sends the visitor). */
  readonly lastEnd: SessionEndReason | null;
  readonly signIn: (request: SignInRequest) => Promise<SignInResult>;
  readonly signOut: () => Promise<void>;
  readonly requestPasswordReset: (emailAddress: string) => Promise<void>;
  /**
   * Replaces fields of the signed-in user after the back end changed them (the profile's name and
   * addresses, a renewed tracking integration), so the shell and later reloads see the saved state.
   */
  readonly updateUser: (patch: Partial<CurrentUser>) => void;
  /** Returns and forgets where the user was before sign-in was needed. */
  readonly takeRememberedPath: () => string | null;
  readonly rememberPath: (path: string) => void;
  /** Sign-in leaves for an identity provider (MSAL), which asks for the password itself. */
  readonly signsInByRedirect: boolean;
  /**
   * Why the last redirect sign-in could not be completed: the account is linked to no portal user, or
   * the provider's answer failed (cancelled, expired, unreachable); `null` when nothing went wrong.
   */
  readonly redirectProblem: RedirectProblem | null;
}

/** Why a redirect sign-in came back without a session (see {@link SessionApi.redirectProblem}). */
export type RedirectProblem = 'noPortalUser' | 'failed';

const SessionContext = createContext<SessionApi | null>(null);

/** The browser's current path and query, remembered for the return after sign-in. */
export function currentBrowserPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Longest delay setTimeout honours (about 24.8 days). */
const maxTimerMs = 2 ** 31 - 1;

/** Provides the session to screens and signs the user out when the token expires (spec 1 §4). */
export function SessionProvider({
  store,
  adapter,
  resetPageUrl,
  children,
}: {
  store: SessionStore;
  adapter: SessionAdapter;
  /** Absolute URL of the reset page the reset mail links to (origin + /reset-password). */
  resetPageUrl: string;
  children: ReactNode;
}) {
  const session = useSyncExternalStore(store.subscribe, store.get);
  const lastEnd = useSyncExternalStore(store.subscribe, store.lastEnd);
  const [redirectProblem, setRedirectProblem] = useState<RedirectProblem | null>(null);

  useEffect(() => {
    if (session === null) return;
    if (store.endIfExpired(new Date(), currentBrowserPath())) return;
    const expiresAt = store.expiresAt();
    if (expiresAt === null) return;
    const timer = window.setTimeout(
      () => store.endIfExpired(new Date(), currentBrowserPath()),
      Math.min(Math.max(expiresAt - Date.now(), 0), maxTimerMs),
    );
    // A laptop waking from sleep does not fire overdue timers promptly: check again on return.
    const onVisible = () => {
      if (document.visibilityState === 'visible') store.endIfExpired(new Date(), currentBrowserPath());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [session, store]);

  // A redirect sign-in (MSAL) returns to the portal: complete it once, on load.
  useEffect(() => {
    let live = true;
    adapter.resume().then(
      (resumed) => {
        if (live && resumed !== null) store.start(resumed);
      },
      (error: unknown) => {
        console.warn('FreightKit: the redirect sign-in could not be completed.', error);
        if (live) setRedirectProblem(error instanceof MsalUserClaimError ? 'noPortalUser' : 'failed');
      },
    );
    return () => {
      live = false;
    };
  }, [adapter, store]);

  const signIn = useCallback(
    async (request: SignInRequest) => {
      const result = await adapter.signIn(request);
      if (result.kind === 'signedIn') store.start(result.session);
      return result;
    },
    [adapter, store],
  );

  const signOut = useCallback(async () => {
    const ending = store.get();
    store.end('signedOut');
    // Choices kept for one signed-in session in this tab (the Samsara modal's "Later") end with it.
    for (const key of Object.values(tabSessionKeys)) window.sessionStorage.removeItem(key);
    if (ending !== null) await adapter.signOut(ending);
  }, [adapter, store]);

  const updateUser = useCallback(
    (patch: Partial<CurrentUser>) => {
      const current = store.get();
      if (current !== null) store.start({ ...current, user: { ...current.user, ...patch } });
    },
    [store],
  );

  const requestPasswordReset = useCallback(
    (emailAddress: string) => adapter.requestPasswordReset(emailAddress, resetPageUrl),
    [adapter, resetPageUrl],
  );

  const value = useMemo<SessionApi>(
    () => ({
      session,
      user: session?.user ?? null,
      lastEnd,
      signIn,
      signOut,
      requestPasswordReset,
      updateUser,
      takeRememberedPath: store.takeRememberedPath,
      rememberPath: store.rememberPath,
      signsInByRedirect: adapter.name === 'msal',
      redirectProblem,
    }),
    [session, lastEnd, signIn, signOut, requestPasswordReset, updateUser, store, adapter, redirectProblem],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session of the signed-in user and the sign-in / sign-out actions. */
export function useSession(): SessionApi {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('useSession needs a <SessionProvider>.');
  return value;
}

/** The signed-in user; only for screens behind the session guard. */
export function useCurrentUser(): CurrentUser {
  const { user } = useSession();
  if (user === null) throw new Error('useCurrentUser is only for screens behind the session guard.');
  return user;
}

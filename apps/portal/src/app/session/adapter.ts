import type { SessionData } from '@freightkit/api';

/**
 * The ways a user can be signed in. Screens ask for one of these; the active adapter decides how
 * (credentials against the back end now, the MSAL redirect flow later — see
 * docs/adr/006-portal-session-and-routing.md).
 */
export type SignInRequest =
  | { readonly method: 'password'; readonly userName: string; readonly password: string }
  | { readonly method: 'driverToken'; readonly driverToken: string }
  | { readonly method: 'passwordReset'; readonly resetToken: string; readonly newPassword: string }
  | { readonly method: 'activation'; readonly resetToken: string; readonly newPassword: string };

/** A sign-in that completed here, or one that left the page for an identity provider. */
export type SignInResult =
  { readonly kind: 'signedIn'; readonly session: SessionData } | { readonly kind: 'redirecting' };

/**
 * One sign-in mechanism. An adapter turns requests into sessions and never stores them (the
 * session store does); errors are the api client's `ApiError`s, so screens word them with domain.
 */
export interface SessionAdapter {
  /** Name for logs and the ADR (`credentials`, `msal`). */
  readonly name: string;
  /** Completes a sign-in the page was redirected back from (MSAL); `null` when there is none. */
  resume(): Promise<SessionData | null>;
  /** Signs in by one of the {@link SignInRequest} methods. */
  signIn(request: SignInRequest): Promise<SignInResult>;
  /** Starts the password-reset flow for an address; the mail links back to `resetPageUrl/{token}`. */
  requestPasswordReset(emailAddress: string, resetPageUrl: string): Promise<void>;
  /** Ends the session with the identity provider, if it keeps one. */
  signOut(session: SessionData): Promise<void>;
}

import { isDoNotUseMessage } from '../errors/failures.ts';
import { isDriverLinkUsedUpMessage } from './driverLink.ts';

/** The calls that sign a user in or start to: credentials, a driver link, a reset request, a reset or activation. */
export type SignInCall = 'login' | 'driverLink' | 'passwordResetRequest' | 'passwordReset';

/**
 * What a refused sign-in call means for the user:
 * - `doNotUse`: the carrier is marked "Do Not Use" (the 8-second toast, spec 1 §8);
 * - `wrongCredentials`: the back end refused the credentials ('Wrong username or password.', spec 1 §8);
 * - `invalidLink`: the back end refused a driver link;
 * - `usedUpLink`: the driver link has given all its sign-ins (ADR 042); a new link is needed;
 * - `tooManyAttempts`: 429, the back end locked sign-in for a while;
 * - `serverUnavailable`: no answer, a timeout or a 5xx; the request may be tried again as is;
 * - `rejected`: anything else; the answer's own messages (central handler, spec 1 §8).
 */
export type SignInFailureKind =
  | 'doNotUse'
  | 'wrongCredentials'
  | 'invalidLink'
  | 'usedUpLink'
  | 'tooManyAttempts'
  | 'serverUnavailable'
  | 'rejected';

/** HTTP status of a lock-out after too many attempts. */
const tooManyRequests = 429;
/** HTTP status of a request the server gave up waiting for. */
const requestTimeout = 408;

/**
 * Classifies a refused sign-in call by its HTTP status (`null` when no answer came back) and the
 * answer's message. Spec 1 §8 words the "Do Not Use" case (any call) and the login failure; choice:
 * the login failure is a 4xx answer to the credentials, because only then did the back end judge
 * them. A lock-out (429), a timeout, a 5xx or no answer says nothing about the password, and telling
 * the user it was wrong would send them to reset a password that works.
 */
export function signInFailureKind(
  status: number | null | undefined,
  message: string | null | undefined,
  call: SignInCall,
): SignInFailureKind {
  if (isDoNotUseMessage(message)) return 'doNotUse';
  if (status == null || status === requestTimeout || status >= 500) return 'serverUnavailable';
  if (status === tooManyRequests) return 'tooManyAttempts';
  if (status < 400) return 'rejected';
  if (call === 'login') return 'wrongCredentials';
  if (call === 'driverLink') return isDriverLinkUsedUpMessage(message) ? 'usedUpLink' : 'invalidLink';
  return 'rejected';
}

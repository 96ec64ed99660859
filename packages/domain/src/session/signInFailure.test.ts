import { describe, expect, it } from 'vitest';
import {
  driverLinkUsedUpMessage,
  signInFailureKind,
  type SignInCall,
  type SignInFailureKind,
} from './index.ts';

const doNotUse = 'Carrier Roadrunner Haulage is marked "Do Not Use". Portal access is not allowed.';

describe('signInFailureKind (spec 1 §8)', () => {
  it.each<[number | null, string | null, SignInCall, SignInFailureKind]>([
    // 'Do Not Use' wins for every call, whatever the status.
    [403, doNotUse, 'login', 'doNotUse'],
    [403, doNotUse, 'driverLink', 'doNotUse'],
    [400, doNotUse, 'passwordResetRequest', 'doNotUse'],
    [403, doNotUse, 'passwordReset', 'doNotUse'],
    // Login failure: 'Wrong username or password.' for the back end's refusal of the credentials.
    [401, 'Email Address or Password is invalid', 'login', 'wrongCredentials'],
    [400, 'The request is invalid.', 'login', 'wrongCredentials'],
    [403, 'User is inactive', 'login', 'wrongCredentials'],
    [401, null, 'driverLink', 'invalidLink'],
    // A link that has given all its sign-ins (ADR 042) needs a new link, not a retry.
    [401, `${driverLinkUsedUpMessage} Ask your dispatcher for a new link.`, 'driverLink', 'usedUpLink'],
    [401, driverLinkUsedUpMessage, 'login', 'wrongCredentials'],
    // A lock-out is not a wrong password.
    [429, 'Too many failed sign-in attempts. Try again in 15 minutes.', 'login', 'tooManyAttempts'],
    [429, null, 'passwordResetRequest', 'tooManyAttempts'],
    [429, null, 'driverLink', 'tooManyAttempts'],
    // The server failing or not answering is not a wrong password either.
    [500, 'Internal Server Error', 'login', 'serverUnavailable'],
    [503, null, 'passwordReset', 'serverUnavailable'],
    [408, null, 'login', 'serverUnavailable'],
    [null, 'Failed to fetch', 'login', 'serverUnavailable'],
    [null, null, 'driverLink', 'serverUnavailable'],
    // Reset calls keep the answer's own messages; so does an answer that was not a refusal at all.
    [400, 'The link is invalid or has expired.', 'passwordReset', 'rejected'],
    [404, null, 'passwordResetRequest', 'rejected'],
    [200, null, 'login', 'rejected'],
  ])('%s %j on %s → %s', (status, message, call, expected) => {
    expect(signInFailureKind(status, message, call)).toBe(expected);
  });

  it('treats a missing status like no answer', () => {
    expect(signInFailureKind(undefined, undefined, 'login')).toBe('serverUnavailable');
  });
});

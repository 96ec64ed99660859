import { describe, expect, it } from 'vitest';
import { createSignInThrottle, maxFailedSignIns } from './throttle.ts';

describe('sign-in throttle', () => {
  it('locks a user name after the allowed failures, per name and case-insensitively', () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < maxFailedSignIns - 1; i += 1) throttle.fail('A@x.test', 1000);
    expect(throttle.isLocked('a@x.test', 1000)).toBe(false);
    throttle.fail('a@x.test', 1000);
    expect(throttle.isLocked('A@X.TEST', 1000)).toBe(true);
    expect(throttle.isLocked('b@x.test', 1000)).toBe(false);
  });

  it('forgets failures after 15 minutes and after a success', () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < maxFailedSignIns; i += 1) throttle.fail('a@x.test', 0);
    expect(throttle.isLocked('a@x.test', 15 * 60 * 1000)).toBe(false);
    for (let i = 0; i < maxFailedSignIns; i += 1) throttle.fail('c@x.test', 0);
    throttle.succeed('c@x.test');
    expect(throttle.isLocked('c@x.test', 0)).toBe(false);
  });
});

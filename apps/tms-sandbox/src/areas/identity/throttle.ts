/** Failed sign-ins allowed per user name within {@link windowMs} before further attempts get 429. */
export const maxFailedSignIns = 10;
const windowMs = 15 * 60 * 1000;

/** Counts failed sign-ins per user name in memory (per running sandbox) to slow password guessing. */
export interface SignInThrottle {
  /** True when the user name has used up its failed attempts in the current window. */
  isLocked(userName: string, now?: number): boolean;
  /** Records a failed attempt. */
  fail(userName: string, now?: number): void;
  /** Forgets the failures after a successful sign-in. */
  succeed(userName: string): void;
}

/** Creates an empty {@link SignInThrottle}. */
export function createSignInThrottle(): SignInThrottle {
  const failures = new Map<string, number[]>();
  const recent = (userName: string, now: number) =>
    (failures.get(userName.toLowerCase()) ?? []).filter((at) => now - at < windowMs);
  return {
    isLocked: (userName, now = Date.now()) => recent(userName, now).length >= maxFailedSignIns,
    fail(userName, now = Date.now()) {
      failures.set(userName.toLowerCase(), [...recent(userName, now), now]);
    },
    succeed(userName) {
      failures.delete(userName.toLowerCase());
    },
  };
}

import { authSuccessToastMs, doNotUseToastMs, toastAutoCloseMs } from '../constants/timings.ts';
import type { SpecMessageKey } from './catalog.ts';

/** Toasts whose duration differs from the 5 s default (spec 1 §8, §9). */
export const toastDurations: Readonly<Partial<Record<SpecMessageKey, number>>> = {
  'auth.loginSuccessful': authSuccessToastMs,
  'auth.passwordResetSuccessful': authSuccessToastMs,
  'errors.doNotUse': doNotUseToastMs,
};

/** How long a toast with this message stays: its own duration or the 5 s default. */
export function toastDuration(key: SpecMessageKey): number {
  return toastDurations[key] ?? toastAutoCloseMs;
}

import { describe, expect, it } from 'vitest';
import {
  driverLinkAllowsSignIn,
  driverLinkPolicy,
  driverLinkUsedUpMessage,
  isDriverLinkUsedUpMessage,
} from './driverLink.ts';

describe('driver links (ADR 042)', () => {
  it('give three sign-ins over a week', () => {
    expect(driverLinkPolicy).toEqual({ lifetimeDays: 7, maxSignIns: 3 });
    expect([0, 1, 2, 3, 4].map(driverLinkAllowsSignIn)).toEqual([true, true, true, false, false]);
  });

  it('say so when spent, in words the portal recognises', () => {
    expect(driverLinkUsedUpMessage).toBe('This driver link has already been used 3 times.');
    expect(isDriverLinkUsedUpMessage(`${driverLinkUsedUpMessage} Ask your dispatcher for a new link.`)).toBe(
      true,
    );
    expect(isDriverLinkUsedUpMessage('The driver link is invalid or has expired.')).toBe(false);
    expect(isDriverLinkUsedUpMessage(null)).toBe(false);
    expect(isDriverLinkUsedUpMessage(undefined)).toBe(false);
  });
});

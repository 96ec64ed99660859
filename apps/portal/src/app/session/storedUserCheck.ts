import { currentUserSchema } from '@freightkit/api';
import type { StoredUserCheck } from './sessionStore.ts';

/**
 * Checks the remembered user with the contract's `currentUserSchema`, as every answer is checked. A
 * module of its own: `main.tsx` loads it only when a session is remembered, so a signed-out first load
 * (the sign-in page) carries neither the schema nor zod (ADR 066).
 */
export const checkStoredUser: StoredUserCheck = (value) => {
  const user = currentUserSchema.safeParse(value);
  return user.success ? user.data : null;
};

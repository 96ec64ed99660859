import type { Capture } from './outboxStore.ts';

/**
 * Captures not yet stored by the back end (what the badge counts and sign-out asks about). A module of
 * its own: the top bar's badge and sign-out need it on every signed-in page, the outbox's workings only
 * once the page has drawn (ADR 088).
 */
export function unsentCaptures(captures: readonly Capture[]): Capture[] {
  return captures.filter((capture) => capture.state !== 'sent');
}

import { routeTitleMessages, type LocalizedCatalog } from '@freightkit/domain';
import { areaMessagesEn } from './areaMessages.ts';
import { firstPortalMessagesEn } from './firstMessages.ts';
import { moreAreaMessagesEn } from './moreAreaMessages.ts';

/**
 * Texts only the portal shows (labels, headings, hints) that the spec does not word. Spec texts
 * come from domain's `specMessages`, kit texts from the kit; all three reach `UiProvider`.
 * English here; the es-US and fr-CA translations are sibling files (`messages.es-US.ts`), loaded per locale.
 *
 * All of them in one catalog, for types, tests and stories. The running portal loads them in three parts:
 * `firstMessages.ts` with the entry, `areaMessages.ts` with the signed-in shell (ADR 064),
 * `moreAreaMessages.ts` with the areas no first page of the shipments or the dashboard shows (ADR 083).
 */
export const portalMessagesEn = {
  ...firstPortalMessagesEn,
  ...areaMessagesEn,
  ...moreAreaMessagesEn,
} as const;

/** Key of a portal-only message. */
export type PortalMessageKey = keyof typeof portalMessagesEn;

/**
 * The portal's catalogs for `UiProvider`'s `messages` prop: domain's top-bar route titles (which
 * `specMessages` does not hold) and the portal's own texts (every area's: stories and tests).
 */
export const portalMessages: readonly LocalizedCatalog[] = [routeTitleMessages, { en: portalMessagesEn }];

import { routeTitleMessages, type LocalizedCatalog } from '@freightkit/domain';
import { authMessagesEn } from '../areas/auth/messages.ts';
import { shellMessagesEn } from '../areas/shell/messages.ts';

/**
 * The portal's English texts every page load needs: its own (name, loading, skip link, language
 * picker), the sign-in pages' and the shell's. The other areas' texts load later, so the sign-in page's
 * first load carries none of them: `areaMessages.ts` with the signed-in shell (ADR 064),
 * `moreAreaMessages.ts` with the areas that need it (ADR 083).
 */
export const firstPortalMessagesEn = {
  'portal.name': 'FreightKit',
  'portal.loading': 'Loading…',
  'portal.skipToContent': 'Skip to content',
  /** The language pickers' label (sign-in page; the user menu's group of languages). */
  'portal.language': 'Language',
  // Each area keeps its own texts next to its screens.
  ...authMessagesEn,
  ...shellMessagesEn,
} as const;

/** `UiProvider`'s catalogs for the first render: domain's top-bar route titles and the texts above. */
export const firstPortalMessages: readonly LocalizedCatalog[] = [
  routeTitleMessages,
  { en: firstPortalMessagesEn },
];

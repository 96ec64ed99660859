import type { LocalizedCatalog } from '@freightkit/domain';

/**
 * Texts the kit shows that the spec does not word (labels of controls, assistive names).
 * Spec texts come from `@freightkit/domain`'s catalog; the two are merged by `UiProvider`.
 */
export const kitMessages = {
  en: {
    'kit.button.loading': 'Loading',
  },
} satisfies LocalizedCatalog;

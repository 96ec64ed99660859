import type { Catalog } from '@freightkit/domain';
import { collectTranslations, type TranslationModule } from './collectTranslations.ts';

// The translator's aggregators for fr-CA, one per layer (docs/i18n convention). An eager glob is a static
// import of each file that exists, so this module (loaded with a dynamic import, see
// loadTranslations.ts) is the locale's one chunk; an aggregator not written yet falls back to English.
const paths = [
  '../../../../../packages/domain/src/messages/catalog.fr-CA.ts',
  '../../../../../packages/domain/src/access/titles.fr-CA.ts',
  '../../../../../packages/domain/src/calendar/ics.fr-CA.ts',
  '../../../../../packages/ui/src/i18n/kitMessages.fr-CA.ts',
  '../messages.fr-CA.ts',
];
const modules = import.meta.glob<TranslationModule>(
  [
    '../../../../../packages/domain/src/messages/catalog.fr-CA.ts',
    '../../../../../packages/domain/src/access/titles.fr-CA.ts',
    '../../../../../packages/domain/src/calendar/ics.fr-CA.ts',
    '../../../../../packages/ui/src/i18n/kitMessages.fr-CA.ts',
    '../messages.fr-CA.ts',
  ],
  { eager: true },
);

/** Every Canadian French text of the spec, the kit and the portal, by key. */
export const translations: Catalog = collectTranslations(modules, paths);

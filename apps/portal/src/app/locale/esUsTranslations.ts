import type { Catalog } from '@freightkit/domain';
import { collectTranslations, type TranslationModule } from './collectTranslations.ts';

// The translator's aggregators for es-US, one per layer (docs/i18n convention). An eager glob is a static
// import of each file that exists, so this module (loaded with a dynamic import, see
// loadTranslations.ts) is the locale's one chunk; an aggregator not written yet falls back to English.
const paths = [
  '../../../../../packages/domain/src/messages/catalog.es-US.ts',
  '../../../../../packages/domain/src/access/titles.es-US.ts',
  '../../../../../packages/domain/src/calendar/ics.es-US.ts',
  '../../../../../packages/ui/src/i18n/kitMessages.es-US.ts',
  '../messages.es-US.ts',
];
const modules = import.meta.glob<TranslationModule>(
  [
    '../../../../../packages/domain/src/messages/catalog.es-US.ts',
    '../../../../../packages/domain/src/access/titles.es-US.ts',
    '../../../../../packages/domain/src/calendar/ics.es-US.ts',
    '../../../../../packages/ui/src/i18n/kitMessages.es-US.ts',
    '../messages.es-US.ts',
  ],
  { eager: true },
);

/** Every US Spanish text of the spec, the kit and the portal, by key. */
export const translations: Catalog = collectTranslations(modules, paths);

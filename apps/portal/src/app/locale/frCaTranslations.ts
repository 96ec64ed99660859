import type { Catalog } from '@freightkit/domain';
import * as domain from '@freightkit/domain/translations/fr-CA';
import * as kit from '@freightkit/ui/translations/fr-CA';
import * as portal from '../messages.fr-CA.ts';
import { collectTranslations } from './collectTranslations.ts';

/**
 * Every Canadian French text of the spec, the kit and the portal, by key. This module is loaded with a dynamic
 * import (loadTranslations.ts), so it and the packages' fr-CA entries are the locale's one chunk.
 */
export const translations: Catalog = collectTranslations([domain, kit, portal]);

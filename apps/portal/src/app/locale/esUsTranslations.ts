import type { Catalog } from '@freightkit/domain';
import * as domain from '@freightkit/domain/translations/es-US';
import * as kit from '@freightkit/ui/translations/es-US';
import * as portal from '../messages.es-US.ts';
import { collectTranslations } from './collectTranslations.ts';

/**
 * Every US Spanish text of the spec, the kit and the portal, by key. This module is loaded with a dynamic
 * import (loadTranslations.ts), so it and the packages' es-US entries are the locale's one chunk.
 */
export const translations: Catalog = collectTranslations([domain, kit, portal]);

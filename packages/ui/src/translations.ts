/**
 * `@freightkit/ui/translations`: the kit's es-US and fr-CA catalogs as plain data (no React, no CSS), for
 * tools and end-to-end journeys. An app loads them per locale instead (see apps/portal/src/app/locale).
 */
export { kitMessagesEsUs } from './i18n/kitMessages.es-US.ts';
export { kitMessagesFrCa } from './i18n/kitMessages.fr-CA.ts';

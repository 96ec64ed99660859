/**
 * `@freightkit/ui/translations`: the kit's es-US and fr-CA catalogs together, for tools and end-to-end
 * journeys. An app loads one locale's entry instead (`@freightkit/ui/translations/es-US`, `…/fr-CA`),
 * each in its own chunk (see apps/portal/src/app/locale).
 */
export * from './translations.es-US.ts';
export * from './translations.fr-CA.ts';

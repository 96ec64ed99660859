/**
 * `@freightkit/domain/translations`: the domain's es-US and fr-CA catalogs together, for tools and
 * end-to-end journeys that look for the texts a Spanish or French user reads. An app loads one locale's
 * entry instead (`@freightkit/domain/translations/es-US`, `…/fr-CA`), each in its own chunk.
 */
export * from './translations.es-US.ts';
export * from './translations.fr-CA.ts';

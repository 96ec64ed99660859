/**
 * `@freightkit/domain/translations`: the domain's es-US and fr-CA catalogs as plain data, for tools and
 * end-to-end journeys that look for the texts a Spanish or French user reads. The portal does not import
 * this entry: it loads each locale's catalogs as their own chunk (apps/portal/src/app/locale).
 */
export { enumMessagesEsUs, specMessagesEsUs } from './messages/catalog.es-US.ts';
export { enumMessagesFrCa, specMessagesFrCa } from './messages/catalog.fr-CA.ts';
export { routeTitleMessagesEsUs } from './access/titles.es-US.ts';
export { routeTitleMessagesFrCa } from './access/titles.fr-CA.ts';
export { calendarMessagesEsUs } from './calendar/ics.es-US.ts';
export { calendarMessagesFrCa } from './calendar/ics.fr-CA.ts';

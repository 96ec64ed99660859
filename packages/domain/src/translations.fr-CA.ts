/**
 * `@freightkit/domain/translations/fr-CA`: the domain's Canadian French catalogs as plain data (spec texts, enum
 * labels, route titles, the calendar export's title). An app imports this entry from the chunk it loads for
 * fr-CA only, so a user of another language downloads none of it.
 */
export { enumMessagesFrCa, specMessagesFrCa } from './messages/catalog.fr-CA.ts';
export { answerMessagesFrCa } from './messages/answers.fr-CA.ts';
export { routeTitleMessagesFrCa } from './access/titles.fr-CA.ts';
export { calendarMessagesFrCa } from './calendar/ics.fr-CA.ts';

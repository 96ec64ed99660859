/**
 * `@freightkit/domain/translations/es-US`: the domain's US Spanish catalogs as plain data (spec texts, enum
 * labels, route titles, the calendar export's title). An app imports this entry from the chunk it loads for
 * es-US only, so a user of another language downloads none of it.
 */
export { enumMessagesEsUs, specMessagesEsUs } from './messages/catalog.es-US.ts';
export { answerMessagesEsUs } from './messages/answers.es-US.ts';
export { routeTitleMessagesEsUs } from './access/titles.es-US.ts';
export { calendarMessagesEsUs } from './calendar/ics.es-US.ts';

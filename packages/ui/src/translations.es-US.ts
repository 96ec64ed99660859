/**
 * `@freightkit/ui/translations/es-US`: every kit text in US Spanish as plain data (no React, no CSS). An app
 * passes it to `UiProvider`'s `messages` from the chunk it loads for es-US only.
 */
export { kitMessagesEsUs } from './i18n/kitMessages.es-US.ts';

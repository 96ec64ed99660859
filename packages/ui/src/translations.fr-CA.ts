/**
 * `@freightkit/ui/translations/fr-CA`: every kit text in Canadian French as plain data (no React, no CSS). An app
 * passes it to `UiProvider`'s `messages` from the chunk it loads for fr-CA only.
 */
export { kitMessagesFrCa } from './i18n/kitMessages.fr-CA.ts';

/**
 * `@freightkit/ui/testing`: what an app's stories and component tests may use of the kit beyond its
 * components, so they never reach into the kit's source by path. Not for production code.
 */
export { KitTestProvider, type KitTestProviderProps } from './KitTestProvider.tsx';
export { defaultI18n } from '../i18n/I18nContext.tsx';
export { sampleDocuments, type SampleDocumentKind } from './sampleDocuments.ts';
export { preloadNoteEditor } from './preload.ts';
export { loadedText } from './loadedText.ts';

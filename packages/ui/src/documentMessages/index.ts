export { documentMessages, type DocumentMessageKey } from './documentMessages.ts';
export { useDocumentText, type DocumentTranslate } from './useDocumentText.ts';

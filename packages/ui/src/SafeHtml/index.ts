export { SafeHtml, type SafeHtmlProps } from './SafeHtml.tsx';
export { sanitizeHtml, displayHtml, isSafeImageSource } from './sanitizeHtml.ts';

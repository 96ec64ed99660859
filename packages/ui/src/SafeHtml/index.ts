export { SafeHtml, type SafeHtmlProps } from './SafeHtml.tsx';
export { sanitizeHtml, isSafeImageSource } from './sanitizeHtml.ts';

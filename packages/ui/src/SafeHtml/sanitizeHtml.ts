import { safeImageSrc, sanitizeNoteHtml } from '@freightkit/domain';

/** The page's origin, or none outside a browser. */
const pageOrigin = (): string | undefined => (typeof location === 'undefined' ? undefined : location.origin);

/**
 * Whether an image source may be shown: inline raster data images, a document file of the page's own
 * origin, or a `blob:` URL of that origin — domain's `safeImageSrc`, the rule the server stores notes by.
 */
export function isSafeImageSource(src: string, origin: string | undefined = pageOrigin()): boolean {
  return safeImageSrc(src, origin) !== null;
}

/**
 * Sanitises untrusted rich-text HTML (a note's `noteHTML`) for display by domain's `sanitizeNoteHtml`, the
 * one policy the sandbox also stores notes by (ADR 019): an allow-list of elements and attributes rebuilt
 * as text, so no script, style, event handler, form or frame survives, links open in a new tab with
 * `rel="noopener noreferrer"`, images come only from data URLs or the page's own document files, and the
 * editor's mention and font markers on spans are kept. The hostile markup never reaches a DOM parser.
 *
 * @example
 * sanitizeHtml('<p onclick="x()">Hi<script>x()</script></p>') // '<p>Hi</p>'
 */
export function sanitizeHtml(html: string): string {
  return sanitizeNoteHtml(html, { origin: pageOrigin() });
}

/**
 * {@link sanitizeHtml} for showing a note: the same policy, and unbroken runs of text get a break opportunity
 * every 40 characters and are cut after 2,000 (domain `longRunLimits`), so a note made of one enormous word
 * lays out as fast as ordinary text. Not for loading the editor, which must keep the text whole.
 */
export function displayHtml(html: string): string {
  return sanitizeNoteHtml(html, { origin: pageOrigin(), breakLongRuns: true });
}

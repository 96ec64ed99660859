import { useMemo } from 'react';
import * as styles from './SafeHtml.css.ts';
import { displayHtml } from './sanitizeHtml.ts';

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps {
  /** Untrusted HTML, e.g. a note's `noteHTML`; it is sanitised before it reaches the page. */
  html: string;
  /** The element to render. @default 'div' */
  as?: 'div' | 'section' | 'article';
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * Shows rich text that came from users or a server only after sanitising it by the one note policy (domain
 * `sanitizeNoteHtml`): no scripts, styles or event handlers, safe links (new tab, `rel="noopener noreferrer"`),
 * images only from data URLs or the page's own document files, and long unbroken runs broken and clamped so
 * one enormous word cannot freeze the page. Use it for every piece of stored HTML.
 *
 * @example
 * <SafeHtml html={note.noteHTML} />
 */
export function SafeHtml({ html, as: Element = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => displayHtml(html), [html]);
  return (
    <Element
      className={[styles.root, className].filter(Boolean).join(' ')}
      // The only place the kit sets HTML, and only after sanitising it.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

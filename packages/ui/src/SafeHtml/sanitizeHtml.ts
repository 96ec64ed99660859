import DOMPurify, { type DOMPurify as DOMPurifyInstance } from 'dompurify';

let purifier: DOMPurifyInstance | undefined;

/** Whether an image source may be shown: inline data images, blob URLs, or the page's own origin. */
export function isSafeImageSource(src: string, origin: string = globalThis.location.origin): boolean {
  const value = src.trim();
  if (/^data:image\//i.test(value)) return true;
  if (/^blob:/i.test(value)) return value.slice(5).startsWith(origin);
  try {
    return new URL(value, origin).origin === origin;
  } catch {
    return false;
  }
}

/** One private DOMPurify instance, so the kit's hooks never leak into an app's own DOMPurify use. */
function getPurifier(): DOMPurifyInstance {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!isSafeImageSource(src)) node.removeAttribute('src');
      node.removeAttribute('srcset');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Sanitises untrusted rich-text HTML (a note's `noteHTML`) for display: no scripts, no styles
 * (neither `<style>` nor `style=`), no event handlers, no forms or frames; links open in a new tab with
 * `rel="noopener noreferrer"`; images only from `data:image/…`, `blob:` or the page's own origin.
 * `data-*` attributes survive, so mentions and fonts keep their markers.
 *
 * @example
 * sanitizeHtml('<p onclick="x()">Hi<script>x()</script></p>') // '<p>Hi</p>'
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'script',
      'iframe',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'link',
      'meta',
      'base',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style', 'class', 'id', 'srcset', 'formaction', 'action', 'xlink:href'],
    ALLOW_DATA_ATTR: true,
  });
}

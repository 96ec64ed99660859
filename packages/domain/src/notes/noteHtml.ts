/**
 * The one sanitising policy for note HTML (docs/adr/008-notes.md, ADR 019): the sandbox applies it before it
 * stores a note, and the kit's `SafeHtml` applies it again before it shows one, so a note means the same on
 * both sides and nothing hostile ever reaches a DOM parser (not even an inert one: Chromium reports a CSP
 * violation for every event handler it merely parses).
 *
 * It needs no DOM. *
 * It tokenizes the input the way an HTML parser would (text, comments, start and end tags with
 * quoted, unquoted or bare attributes) and rebuilds markup from scratch: only the allowed elements
 * and attributes are written, every text and attribute value is entity-decoded and then re-escaped,
 * and the output is balanced (every allowed element opened is closed). So what the browser parses
 * from the output is exactly what was checked here: a `javascript:` URL hidden behind entities,
 * tabs or upper case is decoded before its scheme is checked, and whatever is not recognised as an
 * allowed tag ends up as text.
 *
 * - Allowed: p, br, strong, b, em, i, u, s, h1–h6, ul, ol, li, blockquote, pre, code, span, a, img.
 * - a: `href` only for http, https and mailto; `rel="noopener noreferrer"` and `target="_blank"` forced.
 * - img: `src` only a `data:image/…` URL (not SVG) or a same-origin `/api/v1/documents/{id}` (with the
 *   page's origin given, also that URL written absolute, and a `blob:` URL of the origin); `width` digits; `alt`.
 * - span: the note editor's markers only: `data-lexical-mention="true"`, `data-mention-id`, `data-mention-name`
 *   (a mention) and `data-font` (a font family, letters, digits, spaces, commas, quotes and hyphens).
 * - Dropped with their content: script, style, iframe, object, embed, svg, math, template (and the
 *   other raw-text elements: noscript, noembed, noframes, xmp, textarea, title).
 * - Any other element is removed and its text kept; every other attribute (on*, style, class…) is dropped.
 * - Comments, CDATA sections, doctypes and processing instructions are removed.
 */

const allowedElements = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'span',
  'a',
  'img',
]);

const voidElements = new Set(['br', 'img']);

/** Elements whose content is raw text to the browser: skipped up to their end tag, unparsed. */
const rawTextDropped = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'textarea',
  'title',
]);

/** Elements dropped together with their (parsed) content; `embed` is void, so it has none. */
const containerDropped = new Set(['object', 'svg', 'math', 'template']);

const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  semi: ';',
  equals: '=',
  num: '#',
};

function codePoint(value: number): string {
  if (!Number.isFinite(value) || value <= 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff))
    return '\uFFFD';
  return String.fromCodePoint(value);
}

/**
 * Decodes character references: decimal and hex (semicolon optional, as browsers accept) and the
 * named ones above. An unknown name stays as written; re-escaping then shows it as text.
 */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#[xX]([0-9a-fA-F]{1,8});?|#([0-9]{1,10});?|([a-zA-Z][a-zA-Z0-9]{0,31});)/g,
    (whole, hex?: string, dec?: string, name?: string) => {
      if (hex !== undefined) return codePoint(parseInt(hex, 16));
      if (dec !== undefined) return codePoint(parseInt(dec, 10));
      return namedEntities[(name ?? '').toLowerCase()] ?? whole;
    },
  );
}

/** Escapes text for element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Removes what browsers ignore inside URLs (whitespace and control characters), so the scheme is the one they see. */
const compactUrl = (value: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are exactly what has to go
  value.replace(/[\u0000-\u0020\u007F-\u009F\u00A0\u200B-\u200D\u2060\uFEFF]/g, '');

/** A link target: absolute http, https or mailto only. */
export function safeHref(raw: string): string | null {
  const url = compactUrl(decodeEntities(raw));
  return /^(?:https?:\/\/[^\s\\]|mailto:)/i.test(url) ? url : null;
}

const documentFile = /^\/api\/v1\/documents\/[A-Za-z0-9_-]{1,64}(?:\?download)?$/;

/**
 * An image source: a raster `data:image/…` URL or a same-origin document file. Given the page's `origin`
 * (the browser knows it, the server does not), the document file may also be written as an absolute URL
 * of that origin, and a `blob:` URL of that origin (an image being pasted) is kept.
 */
export function safeImageSrc(raw: string, origin?: string): string | null {
  const url = compactUrl(decodeEntities(raw));
  if (/^data:image\/(?!svg)[a-z0-9.+-]+(?:;[a-z0-9=.+-]+)*(?:;base64)?,[a-z0-9+/=%._-]*$/i.test(url))
    return url;
  if (documentFile.test(url)) return url;
  if (origin !== undefined && origin !== '' && origin !== 'null') {
    if (url.startsWith(`${origin}/`) && documentFile.test(url.slice(origin.length))) return url;
    if (/^blob:/i.test(url) && url.slice(5).startsWith(`${origin}/`)) return url;
  }
  return null;
}

/** The span markers the note editor writes (mentions, fonts), each with the values it may hold. */
const spanMarkers: Readonly<Record<string, RegExp>> = {
  'data-lexical-mention': /^true$/,
  'data-mention-id': /^[A-Za-z0-9_.:@-]{1,128}$/,
  'data-mention-name': /^[^<>]{1,200}$/,
  'data-font': /^[A-Za-z0-9 ,'"-]{1,100}$/,
};

interface Attribute {
  readonly name: string;
  readonly value: string;
}

interface Tag {
  readonly name: string;
  readonly end: boolean;
  readonly selfClosing: boolean;
  readonly attributes: readonly Attribute[];
}

const isSpace = (ch: string | undefined) =>
  ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r' || ch === '\f';

/**
 * Reads a tag starting at `input[start] === '<'` (followed by a letter, or '/' and a letter).
 * Returns the tag and the index after its '>', or `null` when the input ends inside it (the
 * browser drops such a tag, and so does the sanitiser, with the rest of the input).
 */
function readTag(input: string, start: number): { tag: Tag; next: number } | null {
  let i = start + 1;
  const end = input[i] === '/';
  if (end) i += 1;
  const scan = (from: number, stop: (ch: string | undefined) => boolean) => {
    let j = from;
    while (j < input.length && !stop(input[j])) j += 1;
    return j;
  };
  const nameEnd = scan(i, (ch) => isSpace(ch) || ch === '/' || ch === '>');
  const name = input.slice(i, nameEnd);
  i = nameEnd;
  const attributes: Attribute[] = [];
  let selfClosing = false;
  while (i < input.length) {
    const ch = input[i];
    if (isSpace(ch)) {
      i += 1;
      continue;
    }
    if (ch === '>') return { tag: { name: name.toLowerCase(), end, selfClosing, attributes }, next: i + 1 };
    if (ch === '/') {
      selfClosing = input[i + 1] === '>';
      i += 1;
      continue;
    }
    // Attribute name: up to whitespace, '/', '>' or '=' (a leading '=' belongs to the name, as in browsers).
    const attrEnd = scan(i + 1, (c) => isSpace(c) || c === '/' || c === '>' || c === '=');
    const attrName = input.slice(i, attrEnd);
    i = attrEnd;
    while (isSpace(input[i])) i += 1;
    let value = '';
    if (input[i] === '=') {
      i += 1;
      while (isSpace(input[i])) i += 1;
      const quote = input[i];
      if (quote === '"' || quote === "'") {
        const close = input.indexOf(quote, i + 1);
        if (close === -1) return null;
        value = input.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueEnd = scan(i, (c) => isSpace(c) || c === '>');
        value = input.slice(i, valueEnd);
        i = valueEnd;
      }
    }
    attributes.push({ name: attrName.toLowerCase(), value });
  }
  return null;
}

/** The allowed attributes of an allowed element, checked and escaped, as written in the output. */
function attributesOf(tag: Tag, origin: string | undefined): string {
  const get = (name: string) => tag.attributes.find((a) => a.name === name)?.value;
  if (tag.name === 'span') {
    let out = '';
    for (const [name, allowed] of Object.entries(spanMarkers)) {
      const raw = get(name);
      if (raw === undefined) continue;
      const value = decodeEntities(raw).trim();
      if (allowed.test(value)) out += ` ${name}="${escapeHtml(value)}"`;
    }
    return out;
  }
  if (tag.name === 'a') {
    const href = get('href');
    const safe = href === undefined ? null : safeHref(href);
    return `${safe === null ? '' : ` href="${escapeHtml(safe)}"`} rel="noopener noreferrer" target="_blank"`;
  }
  if (tag.name === 'img') {
    const src = get('src');
    const safe = src === undefined ? null : safeImageSrc(src, origin);
    let out = safe === null ? '' : ` src="${escapeHtml(safe)}"`;
    const width = decodeEntities(get('width') ?? '').trim();
    if (/^[0-9]{1,4}$/.test(width)) out += ` width="${width}"`;
    const alt = get('alt');
    if (alt !== undefined) out += ` alt="${escapeHtml(decodeEntities(alt))}"`;
    return out;
  }
  return '';
}

/** Options of {@link sanitizeNoteHtml}. */
export interface NoteHtmlOptions {
  /** The page's origin (`location.origin`) where the note is shown; the server passes none. */
  readonly origin?: string;
  /**
   * For display: break unbroken runs of text with `<wbr>` and clamp a run past {@link longRunLimits} (issue 24: a
   * 200,000-character word froze the page for 35 s while the browser looked for a place to break it). The
   * stored note is untouched; only what is shown changes. @default false
   */
  readonly breakLongRuns?: boolean;
}

/** How long runs without white space are shown: a break opportunity every `every` characters, cut after `clampAt`. */
export const longRunLimits = { every: 40, clampAt: 2_000 } as const;

const longRun = new RegExp(`\\S{${longRunLimits.every + 1},}`, 'gu');

/** One long run: escaped pieces of `every` characters joined by `<wbr>`, cut with an ellipsis after `clampAt`. */
function breakRun(run: string): string {
  const chars = Array.from(run);
  const shown = chars.slice(0, longRunLimits.clampAt);
  const pieces: string[] = [];
  for (let i = 0; i < shown.length; i += longRunLimits.every)
    pieces.push(escapeHtml(shown.slice(i, i + longRunLimits.every).join('')));
  return pieces.join('<wbr>') + (chars.length > shown.length ? '…' : '');
}

/**
 * Plain text (a note without HTML) as escaped HTML for display, in which every run without white space longer than {@link longRunLimits}.every characters is
 * broken and clamped by {@link breakRun}, so laying it out costs what ordinary words of that length cost.
 *
 * @example plainTextAsHtml('a < b') // 'a &lt; b'
 */
export function plainTextAsHtml(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(longRun)) {
    out += escapeHtml(text.slice(last, match.index)) + breakRun(match[0]);
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/**
 * Sanitises note HTML to the allow-list above. Linear in the input; never throws.
 *
 * @example sanitizeNoteHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitizeNoteHtml(input: string, options: NoteHtmlOptions = {}): string {
  let out = '';
  const open: string[] = [];
  /** Names of dropped containers we are inside; nothing is written while it is non-empty. */
  const dropping: string[] = [];
  let i = 0;
  const text = (value: string) => {
    if (dropping.length > 0) return;
    const decoded = decodeEntities(value);
    out += options.breakLongRuns ? plainTextAsHtml(decoded) : escapeHtml(decoded);
  };

  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      text(input.slice(i));
      break;
    }
    if (lt > i) text(input.slice(i, lt));
    i = lt;
    const next = input[i + 1] ?? '';

    if (input.startsWith('<!--', i)) {
      const close = input.indexOf('-->', i + 4);
      i = close === -1 ? input.length : close + 3;
      continue;
    }
    if (next === '!' || next === '?' || (next === '/' && !/[a-zA-Z]/.test(input[i + 2] ?? ''))) {
      // CDATA, doctype, processing instruction, `</ >`: a bogus comment up to the next '>'.
      const close = input.indexOf('>', i + 1);
      i = close === -1 ? input.length : close + 1;
      continue;
    }
    if (!/[a-zA-Z/]/.test(next)) {
      text('<');
      i += 1;
      continue;
    }

    const read = readTag(input, i);
    if (read === null) break;
    const { tag } = read;
    i = read.next;

    if (!tag.end && rawTextDropped.has(tag.name)) {
      const closer = new RegExp(`</${tag.name}(?=[\\s/>])`, 'ig');
      closer.lastIndex = i;
      const found = closer.exec(input);
      if (found === null) break;
      const close = input.indexOf('>', found.index);
      i = close === -1 ? input.length : close + 1;
      continue;
    }
    if (tag.name === 'embed') continue;
    if (containerDropped.has(tag.name)) {
      if (!tag.end && !tag.selfClosing) dropping.push(tag.name);
      else if (tag.end) {
        const at = dropping.lastIndexOf(tag.name);
        if (at !== -1) dropping.length = at;
      }
      continue;
    }
    if (dropping.length > 0 || !allowedElements.has(tag.name)) continue;

    if (tag.end) {
      const at = open.lastIndexOf(tag.name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop() ?? ''}>`;
      continue;
    }
    out += `<${tag.name}${attributesOf(tag, options.origin)}>`;
    if (!voidElements.has(tag.name)) open.push(tag.name);
  }
  while (open.length > 0) out += `</${open.pop() ?? ''}>`;
  return out;
}

const blockBreak = /^(?:p|br|h[1-6]|li|blockquote|pre|ul|ol)$/;

/**
 * Plain text of (sanitised) note HTML, for `noteContent` when the command carries none: block
 * elements become line breaks, entities are decoded, runs of blank lines collapse.
 */
export function noteTextOf(html: string): string {
  const withBreaks = html.replace(/<\/?([a-z0-9]+)[^>]*>/gi, (_tag, name: string) =>
    blockBreak.test(name.toLowerCase()) ? '\n' : '',
  );
  return decodeEntities(withBreaks)
    .replace(/[ \t\u00A0]*\n\s*/g, '\n')
    .trim();
}

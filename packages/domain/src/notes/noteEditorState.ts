import { safeImageSrc } from './noteHtml.ts';

/**
 * The editor state a note may be loaded from (`noteJSON`, a Lexical serialized state), by the same policy as
 * its HTML (ADR 019): a stored state is another user's input, and the note editor used to load it as it was,
 * so a style on a text or mention node could lay a full-page overlay over the portal and an image kept any
 * source (issue 24). {@link cleanNoteEditorState} rebuilds the state from what the editor's own nodes write.
 */
export const noteEditorStateLimits = {
  /** Most nodes a note's state may hold. */
  maxNodes: 20_000,
  /** Deepest nesting (root, list, list item, nested list, …). */
  maxDepth: 16,
  /** Longest text of one text node, in characters. */
  maxTextLength: 200_000,
} as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const elementFormats = new Set(['', 'left', 'start', 'center', 'right', 'end', 'justify']);
const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const listTypes = new Set(['bullet', 'number', 'check']);
const textModes = new Set(['normal', 'token', 'segmented']);
/** Lexical's text format bits: bold, italic, strikethrough, underline, code, subscript, superscript, highlight. */
const maxTextFormat = 0b1111_1111_111;

/** The one inline style the editor writes: a font family from its picker, by the HTML policy's character rule. */
function cleanStyle(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /(?:^|;)\s*font-family\s*:\s*([A-Za-z0-9 ,'"-]{1,100})\s*(?:;|$)/i.exec(value);
  return match?.[1] !== undefined ? `font-family: ${match[1].trim()};` : '';
}

const int = (value: unknown, min: number, max: number, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;

const direction = (value: unknown): 'ltr' | 'rtl' | null =>
  value === 'ltr' || value === 'rtl' ? value : null;

/** The fields every element node of the editor carries, cleaned. */
function elementBase(node: Json, type: string, children: Json[]): Json {
  return {
    type,
    version: 1,
    children,
    direction: direction(node['direction']),
    format: typeof node['format'] === 'string' && elementFormats.has(node['format']) ? node['format'] : '',
    indent: int(node['indent'], 0, 6, 0),
    textFormat: int(node['textFormat'], 0, maxTextFormat, 0),
    textStyle: cleanStyle(node['textStyle']),
  };
}

/** The fields of a text-like node (text, code text, mention), cleaned. */
function textBase(node: Json, type: string): Json | null {
  const text = node['text'];
  if (typeof text !== 'string' || text.length > noteEditorStateLimits.maxTextLength) return null;
  return {
    type,
    version: 1,
    text,
    detail: int(node['detail'], 0, 3, 0),
    format: int(node['format'], 0, maxTextFormat, 0),
    mode: typeof node['mode'] === 'string' && textModes.has(node['mode']) ? node['mode'] : 'normal',
    style: cleanStyle(node['style']),
  };
}

/** Walks the state, counting nodes; `null` drops a node the editor would not write. */
function cleanNode(value: unknown, depth: number, budget: { nodes: number }, origin?: string): Json | null {
  if (!isObject(value) || typeof value['type'] !== 'string') return null;
  budget.nodes -= 1;
  if (budget.nodes < 0 || depth > noteEditorStateLimits.maxDepth) return null;
  const node = value;
  const type = value['type'];
  const children = (): Json[] =>
    (Array.isArray(node['children']) ? node['children'] : [])
      .map((child) => cleanNode(child, depth + 1, budget, origin))
      .filter((child): child is Json => child !== null);
  switch (type) {
    case 'paragraph':
    case 'quote':
      return elementBase(node, type, children());
    case 'heading':
      return {
        ...elementBase(node, type, children()),
        tag: typeof node['tag'] === 'string' && headingTags.has(node['tag']) ? node['tag'] : 'h2',
      };
    case 'list': {
      const listType =
        typeof node['listType'] === 'string' && listTypes.has(node['listType']) ? node['listType'] : 'bullet';
      return {
        ...elementBase(node, type, children()),
        listType,
        start: int(node['start'], 1, 1_000_000, 1),
        tag: listType === 'number' ? 'ol' : 'ul',
      };
    }
    case 'listitem':
      return {
        ...elementBase(node, type, children()),
        value: int(node['value'], 1, 1_000_000, 1),
        ...(typeof node['checked'] === 'boolean' ? { checked: node['checked'] } : {}),
      };
    case 'code':
      return {
        ...elementBase(node, type, children()),
        language:
          typeof node['language'] === 'string' && /^[a-z0-9+#-]{1,20}$/i.test(node['language'])
            ? node['language']
            : null,
      };
    case 'text':
    case 'code-highlight':
      return textBase(node, type);
    case 'mention': {
      const base = textBase(node, type);
      const id = node['mentionId'];
      const name = node['mentionName'];
      if (base === null || typeof id !== 'string' || typeof name !== 'string') return null;
      if (!/^[A-Za-z0-9_.:@-]{1,128}$/.test(id) || /[<>]/.test(name) || name.length > 200) return null;
      return { ...base, mentionId: id, mentionName: name };
    }
    case 'linebreak':
    case 'tab':
      return { type, version: 1 };
    case 'image': {
      const src = typeof node['src'] === 'string' ? safeImageSrc(node['src'], origin) : null;
      if (src === null) return null;
      const alt = typeof node['altText'] === 'string' ? node['altText'].slice(0, 500) : '';
      return { type, version: 1, src, altText: alt };
    }
    default:
      return null;
  }
}

/**
 * A note's stored editor state (`noteJSON`) cleaned for the note editor: only the node types the editor
 * writes (paragraphs, headings, quotes, lists, code, text, mentions, line breaks, tabs, images), each with only
 * its own fields in their allowed values; a text or element style reduced to a font family; an image kept only
 * with a source the HTML policy allows; nesting and size bounded. Returns the cleaned state as JSON, or `null`
 * when it is not a readable state (the editor then falls back to the note's sanitised HTML).
 *
 * @example cleanNoteEditorState('{"root":{"type":"root","children":[]}}') // '{"root":{…,"children":[]}}'
 */
export function cleanNoteEditorState(
  json: string,
  options: { readonly origin?: string } = {},
): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isObject(parsed) || !isObject(parsed['root']) || parsed['root']['type'] !== 'root') return null;
  const root = parsed['root'];
  const budget = { nodes: noteEditorStateLimits.maxNodes };
  const children = (Array.isArray(root['children']) ? root['children'] : [])
    .map((child) => cleanNode(child, 1, budget, options.origin))
    // The root holds blocks only; an inline node at the top is what a hostile state would try.
    .filter(
      (child): child is Json =>
        child !== null &&
        !['text', 'mention', 'linebreak', 'tab', 'code-highlight'].includes(String(child['type'])),
    );
  return JSON.stringify({
    root: { ...elementBase(root, 'root', children), textFormat: 0, textStyle: '' },
  });
}

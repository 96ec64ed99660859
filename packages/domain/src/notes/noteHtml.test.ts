import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  noteTextOf,
  plainTextAsHtml,
  safeHref,
  safeImageSrc,
  sanitizeNoteHtml,
} from './noteHtml.ts';

const png = 'data:image/png;base64,iVBORw0KGgo=';

describe('sanitizeNoteHtml: what a note may keep', () => {
  it.each([
    ['plain text', 'Hello', 'Hello'],
    [
      'paragraph and formatting',
      '<p>Hi <strong>A</strong><b>B</b><em>C</em><i>D</i><u>E</u><s>F</s></p>',
      '<p>Hi <strong>A</strong><b>B</b><em>C</em><i>D</i><u>E</u><s>F</s></p>',
    ],
    ['headings', '<h1>a</h1><h6>b</h6>', '<h1>a</h1><h6>b</h6>'],
    [
      'lists, quote, code',
      '<ul><li>a<ol><li>b</li></ol></li></ul><blockquote>q</blockquote><pre><code>x</code></pre>',
      '<ul><li>a<ol><li>b</li></ol></li></ul><blockquote>q</blockquote><pre><code>x</code></pre>',
    ],
    ['br stays void', 'a<br>b<br/>c', 'a<br>b<br>c'],
    ['upper-case tags are normalised', '<P><STRONG>x</STRONG></P>', '<p><strong>x</strong></p>'],
    [
      'https link gets rel and target',
      '<a href="https://example.com/a?b=1&amp;c=2">x</a>',
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      'mailto link',
      "<a href='mailto:ops@x.io'>mail</a>",
      '<a href="mailto:ops@x.io" rel="noopener noreferrer" target="_blank">mail</a>',
    ],
    [
      'author rel and target are replaced',
      '<a href="http://x.io" target="_self" rel="opener">x</a>',
      '<a href="http://x.io" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      'data image with width and alt',
      `<img src="${png}" width="500" alt="Seal &amp; door">`,
      `<img src="${png}" width="500" alt="Seal &amp; door">`,
    ],
    [
      'same-origin document image',
      '<img src="/api/v1/documents/abc-123">',
      '<img src="/api/v1/documents/abc-123">',
    ],
    [
      'span loses its attributes',
      '<span class="mention" data-id="1" style="color:red">@Owen</span>',
      '<span>@Owen</span>',
    ],
    [
      'entities in text stay text',
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
    ],
    ['a lone < is escaped', 'a < b and 1<2 <3', 'a &lt; b and 1&lt;2 &lt;3'],
    ['quotes in text are escaped', `"it's"`, '&quot;it&#39;s&quot;'],
  ])('%s', (_name, input, output) => {
    expect(sanitizeNoteHtml(input)).toBe(output);
  });
});

describe('sanitizeNoteHtml: adversarial input', () => {
  it.each([
    ['script tag with content', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['script in upper case, spaced end tag', '<SCRIPT>alert(1)</SCRIPT >x', 'x'],
    ['script content holding a fake end tag', '<script>var s="</scr"+"ipt>";alert(1)</script>ok', 'ok'],
    ['unterminated script drops the rest', 'a<script>alert(1)', 'a'],
    ['style with content', '<style>p{color:red}</style>x', 'x'],
    [
      'iframe, object, embed',
      '<iframe src="https://x.io">i</iframe><object data="x">o</object><embed src="x">e',
      'e',
    ],
    [
      'svg with onload and nested script',
      '<svg onload="alert(1)"><script>alert(2)</script><p>in</p></svg>out',
      'out',
    ],
    ['svg slash-attribute trick', '<svg/onload=alert(1)>x', ''],
    [
      'math and template with content',
      '<math><mi>x</mi></math><template><img src=x onerror=alert(1)></template>y',
      'y',
    ],
    ['nested dropped containers', '<svg><svg></svg><p>still in</p></svg>after', 'after'],
    ['img onerror', '<img src=x onerror=alert(1)>', '<img>'],
    ['img onerror with a valid src', `<img src="${png}" onerror="alert(1)">`, `<img src="${png}">`],
    ['event handlers on every element', '<p onclick="x()" onmouseover=y()>t</p>', '<p>t</p>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">t</p>', '<p>t</p>'],
    [
      'javascript: href',
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      'javascript: in mixed case',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      'javascript: behind decimal entities',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      'javascript: behind hex entities without semicolons',
      '<a href="&#x6A&#x61&#x76&#x61script&#x3A;alert(1)">x</a>',
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      'javascript: behind a named colon',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      'javascript: split by tab, newline and entity tab',
      '<a href="java\tscr\nipt&Tab;:alert(1)">x</a>',
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      'javascript: after leading spaces and controls',
      '<a href=" \u0001 javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      'unquoted javascript: href',
      '<a href=javascript:alert(1)>x</a>',
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      'data: and vbscript: links',
      '<a href="data:text/html,<script>alert(1)</script>">d</a><a href="vbscript:x">v</a>',
      '<a rel="noopener noreferrer" target="_blank">d</a><a rel="noopener noreferrer" target="_blank">v</a>',
    ],
    [
      'protocol-relative link',
      '<a href="//evil.io/x">x</a>',
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    ],
    ['svg data image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img>'],
    ['javascript image src', '<img src="javascript:alert(1)">', '<img>'],
    ['other-origin image (tracking pixel)', '<img src="https://evil.io/p.gif">', '<img>'],
    ['document path escaping upwards', '<img src="/api/v1/documents/../../admin">', '<img>'],
    ['non-numeric width', '<img width="100%" alt=x>', '<img alt="x">'],
    [
      'attribute value breaking out of quotes',
      '<img alt="a&quot; onerror=&quot;alert(1)">',
      '<img alt="a&quot; onerror=&quot;alert(1)">',
    ],
    [
      'unquoted attributes',
      '<a href=https://x.io/a title=t onclick=alert(1)>x</a>',
      '<a href="https://x.io/a" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    ['attribute without a value', '<p hidden onclick>t</p>', '<p>t</p>'],
    ['comment', 'a<!-- <script>alert(1)</script> -->b', 'ab'],
    ['unterminated comment', 'a<!-- <img src=x onerror=alert(1)>', 'a'],
    ['conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]-->ok', 'ok'],
    ['CDATA section', '<![CDATA[<script>alert(1)</script>]]>x', 'alert(1)]]&gt;x'],
    ['doctype and processing instruction', '<!DOCTYPE html><?xml version="1.0"?>x', 'x'],
    [
      'unknown tags lose their markup, keep their text',
      '<div><form action="x"><input value="v">t</form></div>',
      't',
    ],
    ['tag name glued to a <', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['stray end tags are dropped', '</p></a>x</strong>', 'x'],
    [
      'unclosed tags are closed',
      '<p><strong><a href="https://x.io">x',
      '<p><strong><a href="https://x.io" rel="noopener noreferrer" target="_blank">x</a></strong></p>',
    ],
    ['misnested tags are balanced', '<b><i>x</b>y</i>', '<b><i>x</i></b>y'],
    ['tag cut off at the end', 'a<p onclick="x', 'a'],
    ['tag without > at the end', 'a<img src=x', 'a'],
    ['end tag without a name', 'a</ >b', 'ab'],
    ['null and odd characters in text survive escaped', 'a\u0000<b>\u2028</b>', 'a\u0000<b>\u2028</b>'],
  ])('%s', (_name, input, output) => {
    expect(sanitizeNoteHtml(input)).toBe(output);
  });

  it('never lets a tag or handler through, whatever is thrown at it', () => {
    const pieces = [
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      'script',
      'img',
      'onerror',
      'a',
      'href',
      'javascript:',
      '&#',
      '<!--',
      '-->',
      'svg',
      'p',
      'x',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let n = 0; n < 1000; n += 1) {
      let input = '';
      for (let k = 0; k < 24; k += 1) input += pieces[next() % pieces.length] ?? '';
      const out = sanitizeNoteHtml(input);
      expect(out).not.toMatch(
        /<(?!\/?(?:p|br|strong|b|em|i|u|s|h[1-6]|ul|ol|li|blockquote|pre|code|span|a|img)[\s>])/i,
      );
      expect(out).not.toMatch(/<[^>]*\son\w+/i);
      expect(out).not.toMatch(/href="(?!https?:|mailto:)/i);
      expect(sanitizeNoteHtml(out)).toBe(out);
    }
  });
});

describe('helpers', () => {
  it.each([
    ['&#106;&#x61;&lt;&amp;&unknown;', 'ja<&&unknown;'],
    ['&#0;&#xD800;&#x110000;', '\uFFFD\uFFFD\uFFFD'],
  ])('decodeEntities(%j)', (input, output) => {
    expect(decodeEntities(input)).toBe(output);
  });

  it('checks URLs after decoding', () => {
    expect(safeHref('https://x.io')).toBe('https://x.io');
    expect(safeHref('ftp://x.io')).toBeNull();
    expect(safeImageSrc('/api/v1/documents/a?download')).toBe('/api/v1/documents/a?download');
    expect(safeImageSrc('/api/v2/documents/a')).toBeNull();
  });

  it('derives plain text with line breaks between blocks', () => {
    expect(
      noteTextOf(sanitizeNoteHtml('<h2>Title</h2><ul><li>one</li><li>two &amp; three</li></ul><p>end</p>')),
    ).toBe('Title\none\ntwo & three\nend');
  });
});

describe('one policy for the server and the browser (ADR 019)', () => {
  it('keeps the note editor markers on spans, with checked values', () => {
    expect(
      sanitizeNoteHtml(
        '<span data-lexical-mention="true" data-mention-id="u-1" data-mention-name="Joan Baker" class="x">@Joan Baker</span>',
      ),
    ).toBe(
      '<span data-lexical-mention="true" data-mention-id="u-1" data-mention-name="Joan Baker">@Joan Baker</span>',
    );
    expect(sanitizeNoteHtml('<span data-font="Georgia, serif" style="position:fixed">x</span>')).toBe(
      '<span data-font="Georgia, serif">x</span>',
    );
  });

  it.each([
    ['a mention flag other than true', '<span data-lexical-mention="yes">x</span>'],
    ['a mention id with markup', '<span data-mention-id="a&quot;&gt;<b>">x</span>'],
    ['a font with a url', '<span data-font="url(https://evil.example)">x</span>'],
    ['any other data attribute', '<span data-evil="1">x</span>'],
  ])('drops %s', (_case, input) => {
    expect(sanitizeNoteHtml(input)).toBe('<span>x</span>');
  });

  it('drops markers on elements other than span', () => {
    expect(sanitizeNoteHtml('<p data-font="Georgia">x</p>')).toBe('<p>x</p>');
  });

  it('allows absolute and blob image sources of the page origin only when the origin is given', () => {
    const origin = 'https://portal.example';
    expect(safeImageSrc('https://portal.example/api/v1/documents/a1', origin)).toBe(
      'https://portal.example/api/v1/documents/a1',
    );
    expect(safeImageSrc('https://portal.example/api/v1/documents/a1')).toBeNull();
    expect(safeImageSrc('https://portal.example/logout', origin)).toBeNull();
    expect(safeImageSrc('https://evil.example/api/v1/documents/a1', origin)).toBeNull();
    expect(safeImageSrc('blob:https://portal.example/0b7e', origin)).toBe('blob:https://portal.example/0b7e');
    expect(safeImageSrc('blob:https://evil.example/0b7e', origin)).toBeNull();
    expect(safeImageSrc('blob:https://portal.example/0b7e')).toBeNull();
    expect(safeImageSrc('blob:null/0b7e', 'null')).toBeNull();
    expect(sanitizeNoteHtml('<img src="blob:https://portal.example/1" alt="a">', { origin })).toBe(
      '<img src="blob:https://portal.example/1" alt="a">',
    );
  });
});

describe('long unbroken runs, for display (issue 24)', () => {
  it('breaks a run longer than 40 characters every 40 and leaves shorter words alone', () => {
    const run = 'x'.repeat(100);
    expect(sanitizeNoteHtml(`<p>short words ${run}</p>`, { breakLongRuns: true })).toBe(
      `<p>short words ${'x'.repeat(40)}<wbr>${'x'.repeat(40)}<wbr>${'x'.repeat(20)}</p>`,
    );
  });

  it('cuts a run after 2,000 characters with an ellipsis', () => {
    const out = sanitizeNoteHtml(`<p>${'y'.repeat(200_000)}</p>`, { breakLongRuns: true });
    expect(out.replace(/<[^>]+>/g, '')).toBe(`${'y'.repeat(2_000)}…`);
  });

  it('escapes each piece, so a run of entities stays text', () => {
    expect(plainTextAsHtml(`${'<'.repeat(41)} ok`)).toBe(`${'&lt;'.repeat(40)}<wbr>&lt; ok`);
  });

  it('stores notes whole: without the option nothing is broken or cut', () => {
    const run = 'z'.repeat(5_000);
    expect(sanitizeNoteHtml(run)).toBe(run);
  });
});

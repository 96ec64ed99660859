import { describe, expect, it } from 'vitest';
import { cleanNoteEditorState, noteEditorStateLimits } from './noteEditorState.ts';

const state = (...children: unknown[]) => JSON.stringify({ root: { type: 'root', version: 1, children } });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', version: 1, children });
const text = (value: string, extra: Record<string, unknown> = {}) => ({
  type: 'text',
  version: 1,
  text: value,
  ...extra,
});

/** The root's children after cleaning. */
const cleaned = (json: string) =>
  (
    JSON.parse(cleanNoteEditorState(json, { origin: 'https://portal.example' }) ?? 'null') as {
      root: { children: Record<string, unknown>[] };
    } | null
  )?.root.children;

describe('cleanNoteEditorState: what a stored editor state may keep (issue 24)', () => {
  it('keeps an ordinary note: a heading, a paragraph with bold text and a mention, a list', () => {
    const children = cleaned(
      state(
        { type: 'heading', version: 1, tag: 'h2', children: [text('Detention')] },
        paragraph(text('Arrived ', { format: 1 }), {
          type: 'mention',
          version: 1,
          text: '@Joan Baker',
          mentionId: 'u-1',
          mentionName: 'Joan Baker',
        }),
        {
          type: 'list',
          version: 1,
          listType: 'number',
          children: [{ type: 'listitem', version: 1, value: 1, children: [text('one')] }],
        },
      ),
    );
    expect(children?.map((c) => c['type'])).toEqual(['heading', 'paragraph', 'list']);
    expect(children?.[0]).toMatchObject({ tag: 'h2' });
    expect(children?.[1]?.['children']).toEqual([
      { type: 'text', version: 1, text: 'Arrived ', detail: 0, format: 1, mode: 'normal', style: '' },
      {
        type: 'mention',
        version: 1,
        text: '@Joan Baker',
        detail: 0,
        format: 0,
        mode: 'normal',
        style: '',
        mentionId: 'u-1',
        mentionName: 'Joan Baker',
      },
    ]);
    expect(children?.[2]).toMatchObject({ listType: 'number', tag: 'ol' });
  });

  it('reduces a style to its font family: a full-page overlay on a text or a mention is dropped', () => {
    const overlay = 'position: fixed; inset: 0; z-index: 2147483647; background: white';
    const children = cleaned(
      state(
        paragraph(text('x', { style: `${overlay}; font-family: Georgia, serif` }), {
          type: 'mention',
          version: 1,
          text: '@A',
          mentionId: 'a',
          mentionName: 'A',
          style: overlay,
        }),
      ),
    );
    const [first, mention] = children?.[0]?.['children'] as Record<string, unknown>[];
    expect(first?.['style']).toBe('font-family: Georgia, serif;');
    expect(mention?.['style']).toBe('');
  });

  it.each([
    ['a remote image', { type: 'image', version: 1, src: 'https://evil.example/x.png', altText: '' }],
    ['a script URL image', { type: 'image', version: 1, src: 'javascript:alert(1)', altText: '' }],
    ['an unknown node type', { type: 'iframe', version: 1, src: 'https://evil.example' }],
    [
      'a mention whose name holds markup',
      { type: 'mention', version: 1, text: '@x', mentionId: 'x', mentionName: '<img>' },
    ],
    ['a node without a type', { children: [] }],
  ])('drops %s', (_case, node) => {
    expect(cleaned(state(paragraph(node as Record<string, unknown>)))?.[0]?.['children']).toEqual([]);
  });

  it('keeps an image whose source the HTML policy allows', () => {
    const image = { type: 'image', version: 1, src: 'data:image/png;base64,iVBORw0KGgo=', altText: 'seal' };
    expect(cleaned(state(paragraph(image)))?.[0]?.['children']).toEqual([image]);
  });

  it('replaces out-of-range values with the editor defaults', () => {
    const children = cleaned(
      state({
        type: 'heading',
        version: 1,
        tag: 'script',
        format: 'position:fixed',
        indent: 99,
        children: [],
      }),
    );
    expect(children?.[0]).toMatchObject({ tag: 'h2', format: '', indent: 0 });
  });

  it('keeps blocks only at the top: an inline node there is dropped', () => {
    expect(cleaned(state(text('loose'), paragraph()))?.map((c) => c['type'])).toEqual(['paragraph']);
  });

  it('bounds nesting and size', () => {
    let deep: Record<string, unknown> = paragraph();
    for (let i = 0; i < noteEditorStateLimits.maxDepth + 4; i += 1)
      deep = { type: 'list', version: 1, children: [{ type: 'listitem', version: 1, children: [deep] }] };
    expect(JSON.stringify(cleaned(state(deep))).split('"listitem"').length - 1).toBeLessThanOrEqual(
      noteEditorStateLimits.maxDepth / 2,
    );
    const many = Array.from({ length: noteEditorStateLimits.maxNodes + 10 }, () => paragraph());
    expect(cleaned(state(...many))?.length).toBe(20_000);
    expect(
      cleaned(state(paragraph(text('x'.repeat(noteEditorStateLimits.maxTextLength + 1)))))?.[0],
    ).toMatchObject({
      children: [],
    });
  });

  it.each([
    ['not JSON', '{'],
    ['no root', '{"editorState":{}}'],
    ['a root of another type', '{"root":{"type":"paragraph","children":[]}}'],
    ['an array', '[]'],
  ])('answers null for %s, so the editor falls back to the HTML', (_case, json) => {
    expect(cleanNoteEditorState(json)).toBeNull();
  });
});

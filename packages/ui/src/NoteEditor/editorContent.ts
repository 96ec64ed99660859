import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $dfs } from '@lexical/utils';
import {
  cleanNoteEditorState,
  noteEditorInitialState,
  type MentionableUser,
  type Note,
} from '@freightkit/domain';
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $parseSerializedNode,
  type LexicalEditor,
  type LexicalNode,
  type SerializedEditorState,
} from 'lexical';
import { sanitizeHtml } from '../SafeHtml/sanitizeHtml.ts';
import { $isMentionNode } from './nodes/MentionNode.ts';
import type { NoteEditorPayload } from './types.ts';

function $appendBlocks(nodes: readonly LexicalNode[]): void {
  const root = $getRoot();
  let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
  for (const node of nodes) {
    if ($isElementNode(node) && !node.isInline()) {
      paragraph = null;
      root.append(node);
    } else if ($isDecoratorNode(node) && !node.isInline()) {
      paragraph = null;
      root.append(node);
    } else {
      if (!paragraph) {
        paragraph = $createParagraphNode();
        root.append(paragraph);
      }
      paragraph.append(node);
    }
  }
}

/**
 * Fills the editor from a saved note: its editor JSON cleaned by the note policy (domain
 * `cleanNoteEditorState`: only the editor's own node types, fields and a font family survive), falling back to
 * its HTML (sanitised) when the JSON is missing or unreadable (spec 2 §4). Runs inside an editor update.
 */
export function $loadNote(editor: LexicalEditor, note: Pick<Note, 'noteJSON' | 'noteHTML'>): void {
  const initial = noteEditorInitialState(note);
  const root = $getRoot();
  if (initial.kind === 'json') {
    try {
      const clean = cleanNoteEditorState(initial.value, {
        origin: typeof location === 'undefined' ? undefined : location.origin,
      });
      if (clean === null) throw new Error('unreadable editor state');
      const state = JSON.parse(clean) as SerializedEditorState;
      const children = state.root.children.map((child) => $parseSerializedNode(child));
      root.clear();
      root.append(...children);
      return;
    } catch {
      root.clear();
      // Fall through to the HTML.
    }
  }
  const html = note.noteHTML ?? '';
  if (html.trim() === '') return;
  const dom = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  $appendBlocks($generateNodesFromDOM(editor, dom));
}

/** Marks spans carrying a font family with `data-font`, so sanitised display (which drops styles) keeps it. */
function markFonts(html: string): string {
  if (!html.includes('font-family')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll<HTMLElement>('[style*="font-family"]')) {
    const family = element.style.fontFamily.replace(/["']/g, '');
    if (family) element.setAttribute('data-font', family);
  }
  return template.innerHTML;
}

/** Reads the note out of the editor in the shapes the back end stores, plus its mentions. */
export function readPayload(
  editor: LexicalEditor,
  knownUsers: ReadonlyMap<string, MentionableUser>,
): NoteEditorPayload {
  return editor.getEditorState().read(() => {
    const html = markFonts($generateHtmlFromNodes(editor, null));
    const text = $getRoot().getTextContent();
    const seen = new Set<string>();
    const mentions: MentionableUser[] = [];
    for (const { node } of $dfs()) {
      if (!$isMentionNode(node)) continue;
      const id = node.getMentionId();
      if (seen.has(id)) continue;
      seen.add(id);
      const [firstName = '', ...rest] = node.getMentionName().split(' ');
      mentions.push(knownUsers.get(id) ?? { id, firstName, lastName: rest.join(' '), emailAddresses: [] });
    }
    return { html, text, json: JSON.stringify(editor.getEditorState().toJSON()), mentions };
  });
}

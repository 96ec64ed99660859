import {
  $applyNodeReplacement,
  TextNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type LexicalUpdateJSON,
  type NodeKey,
  type SerializedTextNode,
  type Spread,
} from 'lexical';

/** A mention as stored in the editor JSON. */
export type SerializedMentionNode = Spread<{ mentionId: string; mentionName: string }, SerializedTextNode>;

/** The class the editor gives a mention; set by the editor's theme. */
export const mentionThemeKey = 'mention';

function convertMentionElement(element: HTMLElement): DOMConversionOutput | null {
  const id = element.getAttribute('data-mention-id');
  const name = element.getAttribute('data-mention-name') ?? element.textContent.replace(/^@/, '');
  if (!id) return null;
  return { node: $createMentionNode(id, name, element.textContent || undefined) };
}

/**
 * An @mention of a user: an atomic text entity that serialises to JSON (`mentionId`, `mentionName`)
 * and to HTML as `<span data-lexical-mention data-mention-id data-mention-name>@Name</span>`.
 */
export class MentionNode extends TextNode {
  __mentionId: string;
  __mentionName: string;

  static override getType(): string {
    return 'mention';
  }

  static override clone(node: MentionNode): MentionNode {
    return new MentionNode(node.__mentionId, node.__mentionName, node.__text, node.__key);
  }

  constructor(mentionId = '', mentionName = '', text?: string, key?: NodeKey) {
    super(text ?? `@${mentionName}`, key);
    this.__mentionId = mentionId;
    this.__mentionName = mentionName;
  }

  static override importJSON(serialized: SerializedMentionNode): MentionNode {
    return $createMentionNode(serialized.mentionId, serialized.mentionName).updateFromJSON(serialized);
  }

  override updateFromJSON(serialized: LexicalUpdateJSON<SerializedMentionNode>): this {
    return super.updateFromJSON(serialized);
  }

  override exportJSON(): SerializedMentionNode {
    return { ...super.exportJSON(), mentionId: this.__mentionId, mentionName: this.__mentionName };
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    const className = (config.theme as Record<string, unknown>)[mentionThemeKey];
    if (typeof className === 'string') dom.className = className;
    dom.setAttribute('data-lexical-mention', 'true');
    dom.setAttribute('data-mention-id', this.__mentionId);
    return dom;
  }

  override exportDOM(): DOMExportOutput {
    const element = document.createElement('span');
    element.setAttribute('data-lexical-mention', 'true');
    element.setAttribute('data-mention-id', this.__mentionId);
    element.setAttribute('data-mention-name', this.__mentionName);
    element.textContent = this.__text;
    return { element };
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      span: (domNode: HTMLElement) =>
        domNode.hasAttribute('data-lexical-mention')
          ? { conversion: convertMentionElement, priority: 1 }
          : null,
    };
  }

  /** The mentioned user's id. */
  getMentionId(): string {
    return this.getLatest().__mentionId;
  }

  /** The mentioned user's name as shown. */
  getMentionName(): string {
    return this.getLatest().__mentionName;
  }

  override isTextEntity(): true {
    return true;
  }

  override canInsertTextBefore(): boolean {
    return false;
  }

  override canInsertTextAfter(): boolean {
    return false;
  }
}

/** Creates a mention of a user, shown as `@Name`. */
export function $createMentionNode(mentionId: string, mentionName: string, text?: string): MentionNode {
  const node = new MentionNode(mentionId, mentionName, text);
  node.setMode('segmented').toggleDirectionless();
  return $applyNodeReplacement(node);
}

/** Whether a node is a {@link MentionNode}. */
export function $isMentionNode(node: LexicalNode | null | undefined): node is MentionNode {
  return node instanceof MentionNode;
}

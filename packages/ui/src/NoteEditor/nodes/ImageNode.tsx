import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { ReactNode } from 'react';
import { noteEditorLimits } from '@freightkit/domain';
import * as styles from '../NoteEditor.css.ts';

/** An image as stored in the editor JSON. */
export type SerializedImageNode = Spread<{ src: string; altText: string }, SerializedLexicalNode>;

function convertImageElement(element: HTMLElement): DOMConversionOutput | null {
  if (!(element instanceof HTMLImageElement)) return null;
  const src = element.getAttribute('src');
  return src ? { node: $createImageNode(src, element.alt) } : null;
}

/**
 * An inline image (pasted or dropped), shown at most 500 px wide. Exports as `<img>` with an inline
 * `max-width` for consumers that keep styles (e-mail); the kit's `SafeHtml` limits width by CSS instead.
 */
export class ImageNode extends DecoratorNode<ReactNode> {
  __src: string;
  __altText: string;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__altText, node.__key);
  }

  constructor(src = '', altText = '', key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__altText = altText;
  }

  static override importJSON(serialized: SerializedImageNode): ImageNode {
    return $createImageNode(serialized.src, serialized.altText);
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), src: this.__src, altText: this.__altText };
  }

  static override importDOM(): DOMConversionMap | null {
    return { img: () => ({ conversion: convertImageElement, priority: 0 }) };
  }

  override exportDOM(): DOMExportOutput {
    const element = document.createElement('img');
    element.setAttribute('src', this.__src);
    element.setAttribute('alt', this.__altText);
    element.setAttribute('style', `max-width: ${noteEditorLimits.imageMaxWidthPx}px`);
    return { element };
  }

  override createDOM(_config: EditorConfig): HTMLElement {
    const span = document.createElement('span');
    span.className = styles.imageWrap;
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): boolean {
    return true;
  }

  override decorate(): ReactNode {
    return <img src={this.__src} alt={this.__altText} className={styles.image} />;
  }
}

/** Creates an image node. */
export function $createImageNode(src: string, altText: string): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, altText));
}

/** Whether a node is an {@link ImageNode}. */
export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}

import * as Ariakit from '@ariakit/react';
import { $createCodeNode, $isCodeNode } from '@lexical/code';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListNode,
} from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  $createHeadingNode,
  $createQuoteNode,
  $isHeadingNode,
  $isQuoteNode,
  type HeadingTagType,
} from '@lexical/rich-text';
import { $getSelectionStyleValueForProperty, $patchStyleText, $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils';
import { noteEditorBlockTypes, noteEditorFonts } from '@freightkit/domain';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  FORMAT_TEXT_COMMAND,
  type ElementNode,
  type LexicalNode,
  type TextFormatType,
} from 'lexical';
import { useCallback, useEffect, useState } from 'react';
import * as styles from '../NoteEditor.css.ts';
import type { NoteMessageKey } from '../noteMessages.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';

/** A block type of the block picker (spec 2 §2). */
export type NoteBlockType = (typeof noteEditorBlockTypes)[number];

const formats = ['bold', 'italic', 'underline'] as const satisfies readonly TextFormatType[];
const formatGlyph: Record<(typeof formats)[number], string> = { bold: 'B', italic: 'I', underline: 'U' };
const formatClass: Record<(typeof formats)[number], string> = {
  bold: styles.bold,
  italic: styles.italic,
  underline: styles.underline,
};

function $blockTypeOf(anchor: LexicalNode): NoteBlockType {
  const top: LexicalNode | null =
    anchor.getKey() === 'root'
      ? anchor
      : $findMatchingParent(anchor, (node) => {
          const parent = node.getParent();
          return parent !== null && $isRootOrShadowRoot(parent);
        });
  if (top === null) return 'paragraph';
  if ($isListNode(top)) {
    const list = $getNearestNodeOfType<ListNode>(anchor, ListNode) ?? top;
    return list.getListType() === 'number' ? 'number' : 'bullet';
  }
  if ($isHeadingNode(top)) return top.getTag();
  if ($isQuoteNode(top)) return 'quote';
  if ($isCodeNode(top)) return 'code';
  return 'paragraph';
}

const fontFamilyProperty = 'font-family';

/**
 * The formatting toolbar: font and block pickers and bold/italic/underline toggles in an Ariakit
 * `Toolbar` (one tab stop, arrows move between controls). Ctrl/Cmd+B/I/U work in the editor too.
 */
export function ToolbarPlugin() {
  const [editor] = useLexicalComposerContext();
  const { t } = useI18n();
  const [blockType, setBlockType] = useState<NoteBlockType>('paragraph');
  const [font, setFont] = useState('');
  const [bold, setBold] = useState(false);
  const [italic, setItalic] = useState(false);
  const [underline, setUnderline] = useState(false);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        editorState.read(() => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return;
          setBold(selection.hasFormat('bold'));
          setItalic(selection.hasFormat('italic'));
          setUnderline(selection.hasFormat('underline'));
          setBlockType($blockTypeOf(selection.anchor.getNode()));
          setFont($getSelectionStyleValueForProperty(selection, fontFamilyProperty, ''));
        });
      }),
    [editor],
  );

  const pressed = { bold, italic, underline };

  const applyBlock = useCallback(
    (next: NoteBlockType) => {
      if (next === 'bullet') {
        editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
        return;
      }
      if (next === 'number') {
        editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
        return;
      }
      editor.update(() => {
        const selection = $getSelection();
        const create = (): ElementNode => {
          if (next === 'quote') return $createQuoteNode();
          if (next === 'code') return $createCodeNode();
          if (next === 'paragraph') return $createParagraphNode();
          return $createHeadingNode(next satisfies HeadingTagType);
        };
        $setBlocksType(selection, create);
      });
    },
    [editor],
  );

  const applyFont = useCallback(
    (next: string) => {
      editor.update(() => {
        const selection = $getSelection();
        if (selection) $patchStyleText(selection, { [fontFamilyProperty]: next || null });
      });
    },
    [editor],
  );

  return (
    <Ariakit.Toolbar aria-label={t('kit.noteEditor.toolbar')} className={styles.toolbar}>
      <Ariakit.ComboboxProvider
        selectedValue={font}
        setSelectedValue={(value) => {
          applyFont(value);
        }}
      >
        <Ariakit.ComboboxSelect
          aria-label={t('kit.noteEditor.font')}
          className={styles.selectButton}
          render={<Ariakit.ToolbarItem />}
        >
          <span>{font || t('kit.noteEditor.fontDefault')}</span>
          <Ariakit.ComboboxSelectArrow />
        </Ariakit.ComboboxSelect>
        <Ariakit.ComboboxPopover gutter={4} className={styles.popover} portal>
          <Ariakit.ComboboxItem value="" className={styles.option}>
            {t('kit.noteEditor.fontDefault')}
          </Ariakit.ComboboxItem>
          {noteEditorFonts.map((name) => (
            <Ariakit.ComboboxItem
              key={name}
              value={name}
              className={styles.option}
              style={{ fontFamily: name }}
            />
          ))}
        </Ariakit.ComboboxPopover>
      </Ariakit.ComboboxProvider>
      <Ariakit.ComboboxProvider
        selectedValue={blockType}
        setSelectedValue={(value) => {
          applyBlock(value as NoteBlockType);
        }}
      >
        <Ariakit.ComboboxSelect
          aria-label={t('kit.noteEditor.blockType')}
          className={styles.selectButton}
          render={<Ariakit.ToolbarItem />}
        >
          <span>{t(`kit.noteEditor.block.${blockType}` satisfies NoteMessageKey)}</span>
          <Ariakit.ComboboxSelectArrow />
        </Ariakit.ComboboxSelect>
        <Ariakit.ComboboxPopover gutter={4} className={styles.popover} portal>
          {noteEditorBlockTypes.map((type) => (
            <Ariakit.ComboboxItem key={type} value={type} className={styles.option}>
              {t(`kit.noteEditor.block.${type}` satisfies NoteMessageKey)}
            </Ariakit.ComboboxItem>
          ))}
        </Ariakit.ComboboxPopover>
      </Ariakit.ComboboxProvider>
      <Ariakit.ToolbarSeparator className={styles.separator} />
      {formats.map((format) => (
        <Ariakit.ToolbarItem
          key={format}
          aria-label={t(`kit.noteEditor.${format}` satisfies NoteMessageKey)}
          aria-pressed={pressed[format]}
          className={styles.toolButton}
          onClick={() => {
            editor.dispatchCommand(FORMAT_TEXT_COMMAND, format);
          }}
        >
          <span aria-hidden="true" className={formatClass[format]}>
            {formatGlyph[format]}
          </span>
        </Ariakit.ToolbarItem>
      ))}
    </Ariakit.Toolbar>
  );
}

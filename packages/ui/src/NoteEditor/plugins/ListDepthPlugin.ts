import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getListDepth, $isListItemNode, $isListNode, type ListItemNode } from '@lexical/list';
import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import { noteEditorLimits } from '@freightkit/domain';
import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_CRITICAL,
  COMMAND_PRIORITY_EDITOR,
  INDENT_CONTENT_COMMAND,
  KEY_TAB_COMMAND,
  OUTDENT_CONTENT_COMMAND,
} from 'lexical';
import { useEffect } from 'react';

function $selectedListItems(): ListItemNode[] {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return [];
  const items = new Set<ListItemNode>();
  for (const node of selection.getNodes()) {
    const item = $findMatchingParent(node, $isListItemNode);
    if ($isListItemNode(item)) items.add(item);
  }
  return [...items];
}

function depthOf(item: ListItemNode): number {
  const list = item.getParent();
  return $isListNode(list) ? $getListDepth(list) : 0;
}

/**
 * Lists nest at most 6 deep (the editor's own default is 7). In a list item, Tab indents and
 * Shift+Tab outdents; elsewhere Tab is left alone so keyboard users can leave the editor.
 */
export function ListDepthPlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          INDENT_CONTENT_COMMAND,
          () => $selectedListItems().some((item) => depthOf(item) >= noteEditorLimits.maxListDepth),
          COMMAND_PRIORITY_CRITICAL,
        ),
        editor.registerCommand(
          KEY_TAB_COMMAND,
          (event) => {
            if ($selectedListItems().length === 0) return false;
            event.preventDefault();
            return editor.dispatchCommand(
              event.shiftKey ? OUTDENT_CONTENT_COMMAND : INDENT_CONTENT_COMMAND,
              undefined,
            );
          },
          COMMAND_PRIORITY_EDITOR,
        ),
      ),
    [editor],
  );
  return null;
}

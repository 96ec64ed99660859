import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect } from 'react';

/** Undo/redo that keeps at most `maxDepth` steps, so a long editing session cannot grow memory without end. */
export function BoundedHistoryPlugin({ maxDepth, delay = 300 }: { maxDepth: number; delay?: number }): null {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () => registerHistory(editor, createEmptyHistoryState(), delay, Date.now, undefined, maxDepth),
    [editor, delay, maxDepth],
  );
  return null;
}

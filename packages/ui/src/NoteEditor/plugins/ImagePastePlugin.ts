import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { isAcceptedNoteImage } from '@freightkit/domain';
import {
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  DRAGOVER_COMMAND,
  DROP_COMMAND,
  PASTE_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { mergeRegister } from '@lexical/utils';
import { useEffect } from 'react';
import { $createImageNode } from '../nodes/ImageNode.tsx';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('read failed'));
    };
    reader.readAsDataURL(file);
  });
}

/** Inserts images (as data URLs) at the selection, or at the end when the editor has none. */
export async function insertImageFiles(editor: LexicalEditor, files: readonly File[]): Promise<void> {
  const sources = await Promise.all(
    files.map(async (file) => ({ src: await readAsDataUrl(file), alt: file.name })),
  );
  editor.update(() => {
    if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
    $insertNodes(sources.map(({ src, alt }) => $createImageNode(src, alt)));
  });
}

function acceptedImages(data: DataTransfer | null | undefined): File[] {
  return data ? Array.from(data.files).filter((file) => isAcceptedNoteImage(file)) : [];
}

/** Pasted or dropped images (any image, HEIC, HEIF, GIF, WEBP) become image nodes; other files are ignored. */
export function ImagePastePlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          PASTE_COMMAND,
          (event) => {
            const images = 'clipboardData' in event ? acceptedImages(event.clipboardData) : [];
            if (images.length === 0) return false;
            event.preventDefault();
            void insertImageFiles(editor, images);
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
        editor.registerCommand(
          DRAGOVER_COMMAND,
          (event) => {
            if (!event.dataTransfer?.types.includes('Files')) return false;
            event.preventDefault();
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
        editor.registerCommand(
          DROP_COMMAND,
          (event) => {
            const images = acceptedImages(event.dataTransfer);
            if (images.length === 0) return false;
            event.preventDefault();
            void insertImageFiles(editor, images);
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
      ),
    [editor],
  );
  return null;
}

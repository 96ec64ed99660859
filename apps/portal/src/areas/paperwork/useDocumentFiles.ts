import { documentQueries, useDocumentTransfer } from '@freightkit/api/react';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/** A document's file as the kit takes it: its bytes (for pdf.js and TIFF) and a blob URL (images, download). */
export interface DocumentFile {
  readonly blob: Blob;
  readonly url: string;
}

/**
 * Documents' files, by document id. The back end serves files only with the bearer token, which
 * an `<img>` or pdf.js cannot send, so the bytes are fetched through the document transfer
 * (cached for good: a stored file never changes) and handed to the kit as Blobs and blob URLs.
 * A document keeps its URL while it stays listed (so a thumbnail being drawn is never cut off);
 * URLs are revoked when their document leaves the list and when the screen unmounts.
 */
export function useDocumentFiles(documentIds: readonly string[]): ReadonlyMap<string, DocumentFile> {
  const transfer = useDocumentTransfer();
  const blobs = useQueries({
    queries: documentIds.map((id) => documentQueries.file(transfer, id)),
    combine: (results) => results.map((result) => result.data),
  });
  const made = useRef(new Map<string, DocumentFile>());
  const [files, setFiles] = useState<ReadonlyMap<string, DocumentFile>>(() => new Map());

  useEffect(() => {
    const current = made.current;
    const next = new Map<string, DocumentFile>();
    blobs.forEach((blob, index) => {
      const id = documentIds[index];
      if (!blob || id === undefined) return;
      const kept = current.get(id);
      next.set(id, kept?.blob === blob ? kept : { blob, url: URL.createObjectURL(blob) });
    });
    current.forEach((entry, id) => {
      if (next.get(id) !== entry) URL.revokeObjectURL(entry.url);
    });
    made.current = next;
    const changed = next.size !== current.size || [...next].some(([id, entry]) => current.get(id) !== entry);
    if (changed) setFiles(next);
  }, [blobs, documentIds]);

  useEffect(
    () => () => {
      made.current.forEach((entry) => {
        URL.revokeObjectURL(entry.url);
      });
      made.current = new Map();
    },
    [],
  );

  return files;
}

import { documentQueries, useDocumentTransfer } from '@freightkit/api/react';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/**
 * Blob URLs of documents' files, by document id. The back end serves files only with the bearer
 * token, which an `<img>` or pdf.js cannot send, so the bytes are fetched through the document
 * transfer (cached for good: a stored file never changes) and handed to the kit as blob URLs.
 * A document keeps its URL while it stays listed (so a thumbnail being drawn is never cut off);
 * URLs are revoked when their document leaves the list and when the screen unmounts.
 */
export function useDocumentFileUrls(documentIds: readonly string[]): ReadonlyMap<string, string> {
  const transfer = useDocumentTransfer();
  const blobs = useQueries({
    queries: documentIds.map((id) => documentQueries.file(transfer, id)),
    combine: (results) => results.map((result) => result.data),
  });
  const made = useRef(new Map<string, { blob: Blob; url: string }>());
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(() => new Map());

  useEffect(() => {
    const current = made.current;
    const next = new Map<string, { blob: Blob; url: string }>();
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
    if (changed) setUrls(new Map([...next].map(([id, entry]) => [id, entry.url])));
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

  return urls;
}

import { documentFileCall } from '@freightkit/api';
import type { Note } from '@freightkit/domain';
import { useMemo } from 'react';
import { useDocumentFiles } from './useDocumentFiles.ts';

/** `…/api/v1/documents/<id>`: the document path a note's creator picture is served as (ADR 050). */
const documentPath = new RegExp(
  `(?:^|/)${documentFileCall.path.replace('{id}', '([^/?#]+)').replace(/\//g, '\\/')}$`,
);

/** The document id of a creator picture served by the document call, else `null` (a data: or https URL). */
export function creatorPictureId(url: string | null | undefined): string | null {
  return url ? (documentPath.exec(url)?.[1] ?? null) : null;
}

/**
 * Notes whose creators' profile pictures are documents (the back end's `/api/v1/documents/<fileId>`)
 * with those pictures as blob URLs: an `<img>` cannot send the bearer token the file needs, so the bytes
 * come through the document transfer (cached for good). Until a picture has loaded, or when it cannot be
 * read (another company's person: 404), the note has no picture and the kit shows initials.
 */
export function useCreatorPictures(notes: readonly Note[] | undefined): readonly Note[] | undefined {
  const ids = useMemo(
    () => [
      ...new Set(
        (notes ?? []).flatMap((note) => {
          const id = creatorPictureId(note.creator.profilePictureURL);
          return id === null ? [] : [id];
        }),
      ),
    ],
    [notes],
  );
  const files = useDocumentFiles(ids);
  return useMemo(
    () =>
      notes?.map((note) => {
        const id = creatorPictureId(note.creator.profilePictureURL);
        if (id === null) return note;
        return { ...note, creator: { ...note.creator, profilePictureURL: files.get(id)?.url ?? null } };
      }),
    [notes, files],
  );
}

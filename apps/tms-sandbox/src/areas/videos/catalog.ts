import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { videoCueSchema, videoIdSchema } from '@freightkit/api';

/** Where the committed videos, captions, transcripts, posters and `catalog.json` live (ADR 049). */
export const videoDataDir = new URL('../../../data/videos/', import.meta.url);

const entrySchema = z.object({
  id: videoIdSchema,
  title: z.string().min(1),
  topic: z.string().min(1),
  durationSeconds: z.number().int().min(1),
  captionsLanguage: z.string().min(2),
  cues: z.array(videoCueSchema).min(1),
});

/** One video of the catalog as `generate.mjs` wrote it. */
export type CatalogVideo = z.output<typeof entrySchema>;

/** The catalog, read once: the files are committed and never change while the sandbox runs. */
export const videoCatalog: readonly CatalogVideo[] = z
  .array(entrySchema)
  .parse(JSON.parse(readFileSync(new URL('catalog.json', videoDataDir), 'utf8')));

/** Content types of the files a video has, by file-name ending. */
const fileTypes = [
  ['.webm', 'video/webm'],
  ['.en.vtt', 'text/vtt; charset=utf-8'],
  ['.en.txt', 'text/plain; charset=utf-8'],
  ['.jpg', 'image/jpeg'],
] as const;

/** Files of a catalog video the sandbox serves: name → content type (nothing else in the folder is served). */
export const videoFiles: ReadonlyMap<string, string> = new Map(
  videoCatalog.flatMap((video) => fileTypes.map(([ending, type]) => [`${video.id}${ending}`, type] as const)),
);

/** Path (relative to the API base URL) of a served video file. */
export const videoFilePath = (name: string): string => `api/v2/video-files/${name}`;

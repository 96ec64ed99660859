import { readFile } from 'node:fs/promises';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { videoDataDir, videoFiles } from './catalog.ts';

/** A byte range of a file, both ends included (HTTP's `bytes=start-end`). */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/**
 * Reads a `Range` header against a file of `size` bytes (RFC 9110 §14): `null` means "send the whole
 * file" (no header, another unit, or several ranges, which a server may answer whole), 'unsatisfiable'
 * a range starting past the end (416). Covers `bytes=a-b`, `bytes=a-` and the suffix form `bytes=-n`.
 *
 * @example parseRange('bytes=0-99', 1000) // { start: 0, end: 99 }
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return null;
  return { start, end };
}

/**
 * Serves the catalog's files (video, captions, transcript, poster) at `api/v2/video-files/{name}` without
 * a token: a `<video>` or `<track>` element cannot send one, and training material is not secret. Ranges
 * are answered 206 (a browser seeks a video by asking for the bytes it needs). Only names of the catalog
 * are served; the bytes are read once and kept (a few MB).
 */
export function videoFileRoutes(app: Hono<AppEnv>): void {
  const cache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  const bytesOf = (name: string) => {
    let bytes = cache.get(name);
    if (!bytes) {
      bytes = readFile(new URL(name, videoDataDir)).then((b) => Uint8Array.from(b));
      cache.set(name, bytes);
    }
    return bytes;
  };
  app.get('/api/v2/video-files/:name', async (c) => {
    const name = c.req.param('name');
    const type = videoFiles.get(name);
    if (type === undefined) return c.json({ message: 'The video file was not found.' }, 404);
    const bytes = await bytesOf(name);
    const size = bytes.byteLength;
    c.header('Content-Type', type);
    c.header('Accept-Ranges', 'bytes');
    const range = parseRange(c.req.header('Range'), size);
    if (range === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${size}`);
      return c.body(null, 416);
    }
    if (range === null) {
      c.header('Content-Length', String(size));
      return c.body(bytes, 200);
    }
    c.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    c.header('Content-Length', String(range.end - range.start + 1));
    return c.body(bytes.subarray(range.start, range.end + 1), 206);
  });
}

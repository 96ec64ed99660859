/// <reference lib="webworker" />
/**
 * Decodes TIFF pages off the main thread, one page per request, with utif. The IFD chain is walked
 * here (not by `UTIF.decode`, which follows a looping chain forever) with caps on page count and
 * pixel area; the viewer also stops this worker when an answer takes too long.
 */
import UTIF, { type IFD } from 'utif';
import { tiffLimits } from './tiffLimits.ts';
import type { TiffRequest, TiffResponse } from './tiffProtocol.ts';

declare const self: DedicatedWorkerGlobalScope;

let buffer: ArrayBuffer | null = null;
let ifds: IFD[] = [];

function fail(reason: string): never {
  throw new Error(reason);
}

function firstNumber(ifd: IFD, tag: `t${number}`): number | undefined {
  const value = ifd[tag];
  const first = value?.[0];
  return typeof first === 'number' ? first : undefined;
}

/** Reads every page's IFD, refusing loops, out-of-range offsets and the caps of {@link tiffLimits}. */
function readPages(bytes: ArrayBuffer): IFD[] {
  const data = new Uint8Array(bytes);
  if (data.length < 8) fail('too short');
  const order = String.fromCharCode(data[0] ?? 0, data[1] ?? 0);
  const bin = order === 'II' ? UTIF._binLE : order === 'MM' ? UTIF._binBE : fail('not a TIFF');
  if (bin.readUshort(data, 2) !== 42) fail('not a baseline TIFF');
  // Pass 1: the chain of IFD offsets, before reading any tags (a page-count bomb stops here).
  const seen = new Set<number>();
  const offsets: number[] = [];
  let offset = bin.readUint(data, 4);
  while (offset !== 0) {
    if (seen.has(offset)) fail('IFD loop');
    if (offset < 8 || offset + 2 > data.length) fail('IFD offset out of range');
    if (offsets.length >= tiffLimits.maxPages) fail('too many pages');
    seen.add(offset);
    offsets.push(offset);
    const next = offset + 2 + bin.readUshort(data, offset) * 12;
    if (next + 4 > data.length) fail('IFD truncated');
    offset = bin.readUint(data, next);
  }
  // Pass 2: each page's tags, with the pixel caps.
  const pages: IFD[] = [];
  let totalPixels = 0;
  for (const at of offsets) {
    const parsed: IFD[] = [];
    UTIF._readIFD(bin, data, at, parsed, 0, false);
    const ifd = parsed[0] ?? fail('empty IFD');
    const width = firstNumber(ifd, 't256') ?? fail('page without width');
    const height = firstNumber(ifd, 't257') ?? fail('page without height');
    if (width < 1 || height < 1) fail('empty page');
    if (width * height > tiffLimits.maxPagePixels) fail('page too large');
    totalPixels += width * height;
    if (totalPixels > tiffLimits.maxTotalPixels) fail('file too large');
    pages.push(ifd);
  }
  if (pages.length === 0) fail('no pages');
  return pages;
}

async function decodePage(index: number): Promise<ImageBitmap> {
  const ifd = ifds[index] ?? fail('no such page');
  if (!buffer) fail('not open');
  UTIF.decodeImage(buffer, ifd);
  const width = ifd.width ?? fail('undecodable page');
  const height = ifd.height ?? fail('undecodable page');
  const rgba = UTIF.toRGBA8(ifd);
  if (rgba.length < width * height * 4) fail('truncated page');
  const pixels = new Uint8ClampedArray(rgba.buffer as ArrayBuffer, rgba.byteOffset, width * height * 4);
  const bitmap = await createImageBitmap(new ImageData(pixels, width, height));
  delete ifd.data; // keep only the tags; a page is decoded again if asked again
  return bitmap;
}

self.onmessage = async (event: MessageEvent<TiffRequest>) => {
  const request = event.data;
  const post = (response: TiffResponse, transfer: Transferable[] = []) => {
    self.postMessage(response, transfer);
  };
  try {
    if (request.type === 'open') {
      if ('bytes' in request) buffer = request.bytes;
      else {
        const response = await fetch(request.url);
        if (!response.ok) fail(`HTTP ${response.status}`);
        buffer = await response.arrayBuffer();
      }
      ifds = readPages(buffer);
      post({
        id: request.id,
        type: 'opened',
        pages: ifds.map((ifd) => ({
          width: firstNumber(ifd, 't256') ?? 1,
          height: firstNumber(ifd, 't257') ?? 1,
        })),
      });
    } else {
      const bitmap = await decodePage(request.index);
      post({ id: request.id, type: 'page', bitmap }, [bitmap]);
    }
  } catch (cause) {
    post({ id: request.id, type: 'error', reason: cause instanceof Error ? cause.message : String(cause) });
  }
};

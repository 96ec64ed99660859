/// <reference lib="webworker" />
/**
 * Decodes TIFF pages off the main thread, one page per request, with utif. The file's structure is checked
 * first (`checkTiffStructure`: not by `UTIF.decode`, which follows a looping chain forever and allocates
 * whatever a tag declares); the viewer also stops this worker when an answer takes longer than its budget.
 * It says `ready` once its code has loaded, so the budget counts the file's work, not the chunk's download.
 */
import UTIF, { type IFD } from 'utif';
import { checkTiffStructure } from './tiffStructure.ts';
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

/**
 * Reads every page's IFD with the decoder, after `checkTiffStructure` has walked the whole structure against
 * the file's real size (so no tag count, offset or sub-IFD here can make the decoder allocate without bound).
 */
function readPages(bytes: ArrayBuffer): IFD[] {
  const pages = checkTiffStructure(bytes);
  const data = new Uint8Array(bytes);
  const bin = data[0] === 0x49 ? UTIF._binLE : UTIF._binBE;
  return pages.map((page) => {
    const parsed: IFD[] = [];
    UTIF._readIFD(bin, data, page.offset, parsed, 0, false);
    return parsed[0] ?? fail('empty IFD');
  });
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

self.postMessage({ id: 0, type: 'ready' } satisfies TiffResponse);

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

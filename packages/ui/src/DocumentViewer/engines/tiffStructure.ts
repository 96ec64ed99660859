import { tiffLimits } from './tiffLimits.ts';

/** A TIFF's byte reader for its byte order. */
interface Reader {
  u16(at: number): number;
  u32(at: number): number;
}

/** One page as the structure check found it: its IFD offset and what decoding it may cost. */
export interface TiffPageStructure {
  /** Where the page's IFD starts. */
  readonly offset: number;
  readonly width: number;
  readonly height: number;
  /** Bytes the decoder allocates for the page: its decoded samples plus the RGBA copy. */
  readonly decodeBytes: number;
}

/** Bytes of one value of each TIFF field type (TIFF 6.0 §2; 13 is an IFD offset). */
const typeSizes: Readonly<Record<number, number>> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
  13: 4,
};

/** Types utif reads at the value offset whatever the count (a rational or a float never sits inline for it). */
const alwaysOutOfLine = new Set([5, 10, 11, 12]);

/** Tags whose values point at further IFDs, which the decoder follows: SubIFDs, Exif, DNG private data, MakerNote. */
const subIfdTags = new Set([330, 34665, 50740, 37500]);

/** Compressions the decoder supports (none, CCITT, LZW, JPEG, Deflate, PackBits). */
const supportedCompressions = new Set([1, 2, 3, 4, 5, 6, 7, 8, 32773, 32946]);

/** Bits a sample may have. */
const sampleBits = new Set([1, 2, 4, 8, 16, 32]);

function refuse(reason: string): never {
  throw new Error(reason);
}

interface Entry {
  readonly tag: number;
  readonly type: number;
  readonly count: number;
  /** Where the values are: inline in the entry or at the value offset. */
  readonly at: number;
}

/** The values of an entry of type SHORT or LONG (the only types a structural tag may have). */
function numbers(read: Reader, entry: Entry | undefined, limit: number): number[] {
  if (entry === undefined) return [];
  if (entry.type !== 3 && entry.type !== 4) refuse(`tag ${entry.tag} has type ${entry.type}`);
  if (entry.count > limit) refuse(`tag ${entry.tag} has ${entry.count} values`);
  const values: number[] = [];
  for (let i = 0; i < entry.count; i += 1)
    values.push(entry.type === 3 ? read.u16(entry.at + i * 2) : read.u32(entry.at + i * 4));
  return values;
}

/**
 * Reads an IFD's entries and checks every one against the file's real size, before any decoder sees it:
 * no more than {@link tiffLimits.maxEntries} entries, no value count over {@link tiffLimits.maxValues}, and
 * every value inside the file. A tag declaring four billion values is refused here, where it costs nothing.
 */
function readEntries(read: Reader, length: number, offset: number): { entries: Entry[] } {
  if (offset < 8 || offset + 2 > length) refuse('IFD offset out of range');
  const count = read.u16(offset);
  if (count > tiffLimits.maxEntries) refuse('too many tags');
  const end = offset + 2 + count * 12;
  if (end + 4 > length) refuse('IFD truncated');
  const entries: Entry[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = offset + 2 + i * 12;
    const tag = read.u16(at);
    const type = read.u16(at + 2);
    const values = read.u32(at + 4);
    const size = typeSizes[type];
    if (size === undefined) continue; // the decoder ignores unknown types
    if (values > tiffLimits.maxValues) refuse(`tag ${tag} declares ${values} values`);
    const bytes = values * size;
    const inline = bytes <= 4 && !alwaysOutOfLine.has(type);
    const valueAt = inline ? at + 8 : read.u32(at + 8);
    if (!inline && valueAt + bytes > length) refuse(`tag ${tag} points past the end of the file`);
    entries.push({ tag, type, count: values, at: valueAt });
  }
  return { entries };
}

/** Checks the IFDs a page's sub-IFD tags point at (the decoder follows them), once each and not too deep. */
function checkSubIfds(
  read: Reader,
  data: Uint8Array,
  entries: readonly Entry[],
  seen: Set<number>,
  depth: number,
) {
  for (const entry of entries) {
    if (!subIfdTags.has(entry.tag)) continue;
    let targets: number[];
    if (entry.tag === 37500) {
      // A maker note is a sub-IFD only when it reads as one to the decoder; a Nikon note is a whole TIFF.
      const prefix = String.fromCharCode(...data.subarray(entry.at, entry.at + 5));
      if (prefix === 'Nikon') refuse('embedded maker-note TIFF');
      if (entry.at + 2 > data.length || read.u16(entry.at) >= 300) continue;
      targets = [entry.at];
    } else if (entry.tag === 50740) {
      if (entry.at + 4 > data.length) continue;
      const target = read.u32(entry.at);
      if (target + 2 > data.length || read.u16(target) >= 300) continue;
      targets = [target];
    } else {
      targets = numbers(read, entry, tiffLimits.maxPages);
    }
    if (depth >= tiffLimits.maxSubIfdDepth) refuse('sub-IFDs nested too deep');
    for (const target of targets) {
      if (seen.has(target)) refuse('IFD loop');
      seen.add(target);
      const { entries: nested } = readEntries(read, data.length, target);
      checkSubIfds(read, data, nested, seen, depth + 1);
    }
  }
}

/** The largest SOF dimensions in JPEG data (a JPEG-in-TIFF page decodes to what its own header says). */
function jpegFrameSize(data: Uint8Array, from: number, to: number): { width: number; height: number } | null {
  let largest: { width: number; height: number } | null = null;
  for (let i = from; i + 8 < to; i += 1) {
    if (data[i] !== 0xff) continue;
    const marker = data[i + 1] ?? 0;
    if (marker < 0xc0 || marker > 0xcf || marker === 0xc4 || marker === 0xc8 || marker === 0xcc) continue;
    const height = ((data[i + 5] ?? 0) << 8) | (data[i + 6] ?? 0);
    const width = ((data[i + 7] ?? 0) << 8) | (data[i + 8] ?? 0);
    if (largest === null || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}

/** Checks one page's image data: sample layout, compression, strips or tiles, and what decoding it allocates. */
function checkPage(
  read: Reader,
  data: Uint8Array,
  entries: readonly Entry[],
  offset: number,
): TiffPageStructure {
  const tag = (id: number) => entries.find((entry) => entry.tag === id);
  const one = (id: number, fallback?: number) =>
    numbers(read, tag(id), 1)[0] ?? fallback ?? refuse(`page without tag ${id}`);
  const width = one(256);
  const height = one(257);
  if (width < 1 || height < 1) refuse('empty page');
  if (width * height > tiffLimits.maxPagePixels) refuse('page too large');
  const samples = one(277, 1);
  if (samples < 1 || samples > tiffLimits.maxSamplesPerPixel) refuse('too many samples per pixel');
  const bits = numbers(read, tag(258), tiffLimits.maxSamplesPerPixel);
  if (bits.some((b) => !sampleBits.has(b))) refuse('unsupported bits per sample');
  const bitsPerPixel =
    bits.length === 0
      ? samples
      : bits.length === 1
        ? (bits[0] ?? 1) * samples
        : bits.reduce((a, b) => a + b, 0);
  const compression = one(259, 1);
  if (!supportedCompressions.has(compression)) refuse(`unsupported compression ${compression}`);

  const tiled = tag(324) !== undefined;
  const blocks = tiled ? tag(324) : tag(273);
  const blockSizes = tiled ? tag(325) : tag(279);
  let blockWidth = width;
  let blockHeight: number;
  let expectedBlocks: number;
  if (tiled) {
    blockWidth = one(322);
    blockHeight = one(323);
    if (blockWidth < 1 || blockHeight < 1 || blockWidth * blockHeight > tiffLimits.maxPagePixels)
      refuse('bad tile size');
    expectedBlocks = Math.ceil(width / blockWidth) * Math.ceil(height / blockHeight);
  } else {
    const rowsPerStrip = Math.min(one(278, height), height);
    if (rowsPerStrip < 1) refuse('bad rows per strip');
    blockHeight = rowsPerStrip;
    expectedBlocks = Math.ceil(height / rowsPerStrip);
  }
  const planes = one(284, 1) === 2 ? samples : 1;
  const limit = expectedBlocks * planes;
  const starts = numbers(read, blocks, limit);
  const sizes = numbers(read, blockSizes, limit);
  if (starts.length === 0 || starts.length !== sizes.length) refuse('strip offsets and sizes disagree');
  let total = 0;
  for (let i = 0; i < starts.length; i += 1) {
    const start = starts[i] ?? 0;
    const size = sizes[i] ?? 0;
    if (start + size > data.length) refuse('strip past the end of the file');
    total += size;
    if (compression === 6 || compression === 7) {
      const frame = jpegFrameSize(data, start, start + size);
      if (frame && (frame.width > blockWidth + 16 || frame.height > blockHeight + 16))
        refuse('JPEG larger than its page');
    }
  }
  // Strips may not be read over and over to multiply one compressed run (a decompression bomb by reuse).
  if (total > data.length) refuse('strips overlap');

  const decodeBytes = Math.ceil((width * bitsPerPixel) / 8) * height + width * height * 4;
  if (decodeBytes > tiffLimits.maxPageDecodeBytes) refuse('page too large to decode');
  return { offset, width, height, decodeBytes };
}

/**
 * Walks a TIFF's structure and refuses, before any decoder allocates a byte, a file whose header could make it
 * allocate without bound or run without end: IFD chains that loop or leave the file, more pages than
 * {@link tiffLimits.maxPages}, tags declaring more values than the file holds (a four-billion count is a few
 * bytes of header), sub-IFDs that loop, strips or tiles past the end or reused, unsupported compressions or
 * sample sizes, JPEG data larger than its page, and pages whose decoding would allocate more than the caps.
 * Throws an `Error` naming the reason; otherwise returns each page.
 */
export function checkTiffStructure(bytes: ArrayBuffer | Uint8Array): TiffPageStructure[] {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (data.length < 8) refuse('too short');
  const order = String.fromCharCode(data[0] ?? 0, data[1] ?? 0);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const little = order === 'II' ? true : order === 'MM' ? false : refuse('not a TIFF');
  const read: Reader = {
    // Reads past the end answer 0, as the decoder's own reader would see garbage; the checks above
    // never let a value reach past the end, so this only covers the IFD's trailing next-offset.
    u16: (at) => (at + 2 <= data.length ? view.getUint16(at, little) : 0),
    u32: (at) => (at + 4 <= data.length ? view.getUint32(at, little) : 0),
  };
  if (read.u16(2) !== 42) refuse('not a baseline TIFF');

  // Pass 1: the chain of IFDs alone (a page-count bomb or a loop stops here, before any tag is read).
  const seen = new Set<number>();
  const offsets: number[] = [];
  let offset = read.u32(4);
  while (offset !== 0) {
    if (seen.has(offset)) refuse('IFD loop');
    if (offset < 8 || offset + 2 > data.length) refuse('IFD offset out of range');
    if (offsets.length >= tiffLimits.maxPages) refuse('too many pages');
    seen.add(offset);
    offsets.push(offset);
    const next = offset + 2 + read.u16(offset) * 12;
    if (next + 4 > data.length) refuse('IFD truncated');
    offset = read.u32(next);
  }
  // Pass 2: each page's tags, sub-IFDs and image data.
  const pages: TiffPageStructure[] = [];
  let totalPixels = 0;
  for (const at of offsets) {
    const { entries } = readEntries(read, data.length, at);
    checkSubIfds(read, data, entries, seen, 1);
    const page = checkPage(read, data, entries, at);
    totalPixels += page.width * page.height;
    if (totalPixels > tiffLimits.maxTotalPixels) refuse('file too large');
    pages.push(page);
  }
  if (pages.length === 0) refuse('no pages');
  return pages;
}

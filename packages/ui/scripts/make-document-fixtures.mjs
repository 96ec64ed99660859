#!/usr/bin/env node
/**
 * Writes the document viewer's sample files into src/DocumentViewer/fixtures/ — real files, built
 * byte by byte with plain Node (no dependencies), so stories and journeys exercise the real decoders:
 *
 * - sample.pdf            3 pages of text and shapes (hand-built PDF objects and xref)
 * - sample.tiff           3 pages, baseline uncompressed RGB, one IFD per page
 * - sample.png            zlib-compressed RGB (node:zlib)
 * - sample.jpg            a tiny baseline JPEG (embedded, encoded once by Chromium)
 * - corrupt.pdf           a PDF header followed by garbage: no objects, no xref
 * - hostile-dimensions.tiff  declares 60000 × 60000 pixels with a few bytes of strip
 * - hostile-loop.tiff     its second IFD points back to the first (an endless page chain)
 * - hostile-pages.tiff    a chain of 2000 empty IFDs (a page-count bomb)
 *
 * Run: node packages/ui/scripts/make-document-fixtures.mjs   (the bench imports makePdf from here)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

/** Builds a PDF with `pageCount` letter-size pages, each with a heading, lines of text and shapes. */
export function makePdf(pageCount, title = 'FreightKit sample document') {
  const objects = []; // index i holds object number i + 1
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pages = add(null);
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids = [];
  for (let n = 1; n <= pageCount; n += 1) {
    const hue = (n * 0.17) % 1;
    const content = [
      `${(0.2 + hue * 0.6).toFixed(2)} 0.45 0.75 rg 54 620 504 110 re f`,
      'BT /F1 32 Tf 1 1 1 rg 72 690 Td (' + escapePdf(title.slice(0, 28)) + ') Tj ET',
      `BT /F1 22 Tf 1 1 1 rg 72 645 Td (Page ${n} of ${pageCount}) Tj ET`,
      '0 0 0 rg',
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `BT /F1 12 Tf 72 ${580 - i * 22} Td (Line ${i + 1}: shipment FK-${1000 + n} delivered to stop ${i + 1}.) Tj ET`,
      ),
      '0.8 0.1 0.1 RG 4 w 72 120 200 150 re S',
      `0.1 0.6 0.2 rg ${300 + (n % 5) * 20} 150 120 80 re f`,
      `BT /F1 48 Tf 0.3 0.3 0.3 rg 430 60 Td (${n}) Tj ET`,
    ].join('\n');
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
  objects[pages - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${pageCount} >>`;
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function escapePdf(text) {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A little-endian TIFF writer: each page is { width, height, rgb } or a raw IFD spec for hostile files. */
function makeTiff(pages) {
  // Layout: header, then per page [strip data][IFD]. IFD entries are sorted by tag as TIFF requires.
  const chunks = [];
  let size = 8;
  const header = Buffer.alloc(8);
  header.write('II', 0, 'latin1');
  header.writeUInt16LE(42, 2);
  chunks.push(header);
  const ifdOffsets = [];
  const patches = []; // [buffer, position] of each IFD's next-IFD field
  for (const page of pages) {
    let stripOffset = 0;
    if (page.rgb) {
      stripOffset = size;
      chunks.push(page.rgb);
      size += page.rgb.length + (page.rgb.length % 2);
      if (page.rgb.length % 2) chunks.push(Buffer.alloc(1));
    }
    const bitsOffset = size;
    const bits = Buffer.alloc(6);
    [8, 8, 8].forEach((v, i) => bits.writeUInt16LE(v, i * 2));
    chunks.push(bits);
    size += 6;
    const entries = page.entries ?? [
      [256, 4, 1, page.width], // ImageWidth
      [257, 4, 1, page.height], // ImageLength
      [258, 3, 3, bitsOffset], // BitsPerSample 8,8,8
      [259, 3, 1, 1], // Compression: none
      [262, 3, 1, 2], // Photometric: RGB
      [273, 4, 1, stripOffset], // StripOffsets
      [277, 3, 1, 3], // SamplesPerPixel
      [278, 4, 1, page.height], // RowsPerStrip
      [279, 4, 1, page.rgb ? page.rgb.length : 4], // StripByteCounts
    ];
    const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
    ifd.writeUInt16LE(entries.length, 0);
    entries.forEach(([tag, type, count, value], i) => {
      const at = 2 + i * 12;
      ifd.writeUInt16LE(tag, at);
      ifd.writeUInt16LE(type, at + 2);
      ifd.writeUInt32LE(count, at + 4);
      if (type === 3 && count === 1) ifd.writeUInt16LE(value, at + 8);
      else ifd.writeUInt32LE(value, at + 8);
    });
    ifdOffsets.push(size);
    patches.push([ifd, ifd.length - 4]);
    chunks.push(ifd);
    size += ifd.length;
  }
  header.writeUInt32LE(ifdOffsets[0], 4);
  patches.forEach(([ifd, at], i) => ifd.writeUInt32LE(pages[i].next ?? ifdOffsets[i + 1] ?? 0, at));
  return { buffer: Buffer.concat(chunks), ifdOffsets };
}

/** An RGB page: a coloured band, stripes and as many dark blocks as its page number. */
function tiffPage(n, width = 72, height = 96) {
  const rgb = Buffer.alloc(width * height * 3);
  const band = [
    [29, 78, 216],
    [22, 163, 74],
    [220, 38, 38],
    [234, 179, 8],
  ][(n - 1) % 4];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      let c = [250, 250, 250];
      if (y < 20) c = band;
      else if (y > 28 && y < 40 + n * 14 && y % 14 < 10 && x > 8 && x < 8 + 18) c = [30, 30, 30];
      else if (x % 12 === 0) c = [200, 200, 210];
      rgb[i] = c[0];
      rgb[i + 1] = c[1];
      rgb[i + 2] = c[2];
    }
  }
  return { width, height, rgb };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A PNG (RGB, 8 bit) with a diagonal gradient and a frame. */
function makePng(width = 96, height = 64) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const i = row + 1 + x * 3;
      const frame = x < 3 || y < 3 || x >= width - 3 || y >= height - 3;
      raw[i] = frame ? 17 : Math.round((x / width) * 255);
      raw[i + 1] = frame ? 24 : 120;
      raw[i + 2] = frame ? 39 : Math.round((y / height) * 255);
    }
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 96 × 64 baseline JPEG (gradient, white box, dark disc), encoded once by Chromium's canvas. */
const jpegBase64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCABAAGADASIAAhEBAxEB/8QAGwAAAgMBAQEAAAAAAAAAAAAAAQMCBgcFBAD/xAAtEAACAgAEAgkEAwAAAAAAAAABAgADBAUGERITFiExQUVhkaPSNlFSoVWDs//EABoBAQADAQEBAAAAAAAAAAAAAAQDBQYCBwH/xAAfEQADAQEAAgMBAQAAAAAAAAAAAQIDEQQSEzFBISL/2gAMAwEAAhEDEQA/AK2ojFECiabpHSWR5npnCYzGYHm32cfE/Ndd9nYDqB27AJq/K8icp9qKzLN0+IzdRGqJrvQXTQ8N9+z5Q9BtNjw737PlKqvOh/jFLFoyRRGqJq/QjTo8O96z5TKlEgeyv6JVPCSiMUSKiMUQeliJRJRGKIFEYogNLESgqIxRAojFEBpYmUVVRNj0J9G4D+z/AEaY8oml6T1VkmW6awmDxeN5d9fHxJynO27sR1gbdhE2/n9uEkv0z+H8Zd59OD0304fEfZs+MPTXT38h7NnxlL6UvwV1HdmHqJqnTPT58Q9mz4zLlE+p+qZ2l0KiMUSDOlVbWWMFRRuzHsAlTzDWd7WFMvrVEB2Fjjcnz27oeu19EvVP2XNRGKJnlOr84qfia6u0fi9YA/W0t+Qagw+dIU4eViEG7Vk77j7iD2i5XSbO5p8OwojFECiMUSr0sbKKqojFECiMUT0LSzNygqIxRAojFEr9LESgqIxRAojFEBpYmUVzWeKenAU4dDsL2JbzC7dXqRKXLvrTBvdl1OJQbihjxeQbbr9QJSJzm+ycaL/R9PVlmMswGY0YqttjW4J8x3j0nlnryrBPmOZ4fC1jc2ON/Id59N51fPV9+jie9XDXlEYogUSaiZHSy/lFVURqiRURiieh6WZqUSURiiRURiiV+liZRJRGKIFEYogNLESgPUl1bV2KHRxsynsIlPzPQ962NZltivWesV2HZl8ge+XVRGKIT56zfUTfFNr+mc06Lzq1+F6K6h+T2Aj9by5ae01h8krL8XOxLjZrSNth9gO4TsKIxRCeR5mmi9X9EuXjxD6gqIxRAojFEp9LHSj/2Q==';

/** Every fixture by file name. */
export function makeFixtures() {
  const hostileDims = makeTiff([
    {
      entries: [
        [256, 4, 1, 60000],
        [257, 4, 1, 60000],
        [258, 3, 3, 8],
        [259, 3, 1, 1],
        [262, 3, 1, 2],
        [273, 4, 1, 8],
        [277, 3, 1, 3],
        [278, 4, 1, 60000],
        [279, 4, 1, 4],
      ],
    },
  ]).buffer;
  const loop = makeTiff([tiffPage(1, 16, 16), { ...tiffPage(2, 16, 16), next: 0 }]);
  // Second IFD's next pointer goes back to the first IFD: an endless chain.
  const loopTiff = makeTiff([
    tiffPage(1, 16, 16),
    { ...tiffPage(2, 16, 16), next: loop.ifdOffsets[0] },
  ]).buffer;
  const bomb = makeTiff(Array.from({ length: 2000 }, () => ({ entries: [] }))).buffer;
  return {
    'sample.pdf': makePdf(3),
    'sample.tiff': makeTiff([tiffPage(1), tiffPage(2), tiffPage(3)]).buffer,
    'sample.png': makePng(),
    'sample.jpg': Buffer.from(jpegBase64, 'base64'),
    'corrupt.pdf': Buffer.concat([
      Buffer.from('%PDF-1.7\n', 'latin1'),
      Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 37 + 11) % 256)),
    ]),
    'hostile-dimensions.tiff': hostileDims,
    'hostile-loop.tiff': loopTiff,
    'hostile-pages.tiff': bomb,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '../src/DocumentViewer/fixtures');
  mkdirSync(dir, { recursive: true });
  let total = 0;
  for (const [name, bytes] of Object.entries(makeFixtures())) {
    writeFileSync(join(dir, name), bytes);
    total += bytes.length;
    console.log(`${name.padEnd(26)} ${bytes.length} bytes`);
  }
  console.log(`total ${total} bytes`);
}

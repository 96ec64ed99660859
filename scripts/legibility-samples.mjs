// @ts-check
// Makes the sample pages the legibility check is calibrated on (ADR 040):
// apps/portal/src/areas/capture/legibility/samples/*.png. Each is the same synthetic delivery receipt
// (heading, lines of "words", a table, a signature), drawn by this script from a fixed seed — no
// photo of anyone's paperwork — then degraded the way phone photos at a dock are: blurred (out of
// focus or shaken), dark (no light in the trailer), washed out (flash or sun glare), too small, and
// photographed on a desk: framed, filling the frame, or cut off at a side.
// Run: node scripts/legibility-samples.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const out = new URL('../apps/portal/src/areas/capture/legibility/samples/', import.meta.url);

/** A small seeded random generator (mulberry32), so every run draws the same pages. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The receipt, grey levels 0–255, `width` × `height`. */
function page(width, height, seed = 7) {
  const rnd = random(seed);
  const px = new Float32Array(width * height).fill(236);
  const s = width / 1000;
  const rect = (x, y, w, h, v) => {
    for (let j = Math.max(0, Math.round(y)); j < Math.min(height, Math.round(y + h)); j++)
      for (let i = Math.max(0, Math.round(x)); i < Math.min(width, Math.round(x + w)); i++)
        px[j * width + i] = v;
  };
  // Heading.
  rect(60 * s, 60 * s, 420 * s, 34 * s, 30);
  // Lines of words.
  for (let line = 0; line < 22; line++) {
    let x = 60 * s;
    const y = (140 + line * 30) * s;
    while (x < 900 * s) {
      const w = (20 + rnd() * 90) * s;
      rect(x, y, Math.min(w, 940 * s - x), 12 * s, 40 + rnd() * 30);
      x += w + (10 + rnd() * 8) * s;
    }
  }
  // A table: ruled lines and numbers.
  for (let r = 0; r <= 6; r++) rect(60 * s, (840 + r * 50) * s, 880 * s, 2 * s, 60);
  for (let c = 0; c <= 4; c++) rect((60 + c * 220) * s, 840 * s, 2 * s, 300 * s, 60);
  for (let r = 0; r < 6; r++)
    for (let c = 0; c < 4; c++)
      rect((80 + c * 220) * s, (858 + r * 50) * s, (40 + rnd() * 100) * s, 14 * s, 45);
  // A signature: a thick wavy stroke.
  for (let t = 0; t < 1; t += 0.0005) {
    const x = (560 + t * 340) * s;
    const y = (1240 + Math.sin(t * 19) * 30 + Math.sin(t * 7) * 12) * s;
    rect(x - 2 * s, y - 2 * s, 4 * s, 4 * s, 25);
  }
  // No sensor noise: it would make the files large and adds to every sample's sharpness alike.
  return px;
}

/** A box blur of radius `r`, run three times (close to a Gaussian of σ ≈ r). */
function blur(px, width, height, r) {
  let src = px;
  for (let pass = 0; pass < 3; pass++) {
    const tmp = new Float32Array(src.length);
    for (let y = 0; y < height; y++) {
      let acc = 0;
      for (let x = -r; x <= r; x++) acc += src[y * width + Math.min(width - 1, Math.max(0, x))] ?? 0;
      for (let x = 0; x < width; x++) {
        tmp[y * width + x] = acc / (2 * r + 1);
        acc +=
          (src[y * width + Math.min(width - 1, x + r + 1)] ?? 0) - (src[y * width + Math.max(0, x - r)] ?? 0);
      }
    }
    const next = new Float32Array(src.length);
    for (let x = 0; x < width; x++) {
      let acc = 0;
      for (let y = -r; y <= r; y++) acc += tmp[Math.min(height - 1, Math.max(0, y)) * width + x] ?? 0;
      for (let y = 0; y < height; y++) {
        next[y * width + x] = acc / (2 * r + 1);
        acc +=
          (tmp[Math.min(height - 1, y + r + 1) * width + x] ?? 0) -
          (tmp[Math.max(0, y - r) * width + x] ?? 0);
      }
    }
    src = next;
  }
  return src;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
/** An 8-bit greyscale PNG (filter 0 on every row). */
function png(px, width, height) {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      raw[y * (width + 1) + 1 + x] = Math.max(0, Math.min(255, Math.round(px[y * width + x] ?? 0)));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The page photographed lying on a desk (grey 95): scaled by `k` and placed with its top-left corner at
 * (`ox`, `oy`) in a `width` × `height` frame (nearest pixel). Parts of the page past the frame are cut off.
 */
function onDesk(src, srcWidth, srcHeight, width, height, k, ox, oy) {
  const px = new Float32Array(width * height).fill(95);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const sx = Math.floor((x - ox) / k);
      const sy = Math.floor((y - oy) / k);
      if (sx >= 0 && sy >= 0 && sx < srcWidth && sy < srcHeight)
        px[y * width + x] = src[sy * srcWidth + sx] ?? 0;
    }
  return px;
}

const W = 1000;
const H = 1400;
const sharp = page(W, H);
const map = (px, f) => px.map(f);
const samples = {
  'sharp.png': [sharp, W, H],
  'sharp-dim.png': [map(sharp, (v) => v * 0.55), W, H], // indoor light: dimmer but readable
  'blurred.png': [blur(sharp, W, H, 3), W, H],
  'blurred-slightly.png': [blur(sharp, W, H, 1), W, H], // readable: a little soft
  'dark.png': [map(sharp, (v) => v * 0.18), W, H],
  'washed-out.png': [map(sharp, (v) => 200 + v * 0.2), W, H],
  'small.png': [page(480, 672), 480, 672],
  // The whole page on the desk, a margin of desk all round: legible.
  'framed.png': [onDesk(sharp, W, H, W, H, 0.8, 100, 140), W, H],
  // The page almost fills the frame: its own edges lie in the outermost strip, parallel to the frame's.
  'edge-at-border.png': [onDesk(sharp, W, H, W, H, 0.985, 6, 8), W, H],
  // Too close or aimed aside: the text runs off the right side, or the table off the bottom.
  'cut-off-right.png': [onDesk(sharp, W, H, W, H, 1.1, 70, 60), W, H],
  'cut-off-bottom.png': [onDesk(sharp, W, H, W, H, 1.05, 0, 260), W, H],
};
mkdirSync(out, { recursive: true });
for (const [name, [px, w, h]] of Object.entries(samples)) {
  writeFileSync(new URL(name, out), png(px, w, h));
  console.log(`${name} ${w}×${h}`);
}

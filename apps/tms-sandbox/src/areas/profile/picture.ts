import {
  answer,
  checkPictureBytes,
  profilePictureMaxSide,
  profilePictureStoredSide,
  type AnswerMessage,
  type ProfilePictureKind,
} from '@freightkit/domain';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * The profile picture's image work (ADR 050), in pure JavaScript (`jpeg-js`, `pngjs`): no native binary
 * to install or trust, and a stored square of 256 pixels is small work. The bytes are checked by domain's
 * rules before anything is decoded (signature, size, the header's dimensions), then decoded, cropped to
 * the centred square, resized and re-encoded as a JPEG — which keeps nothing of the file but its pixels
 * (no EXIF location, no comments, no trailing data).
 */

/** Decoded pixels: RGBA, 8 bits a channel, row by row. */
interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** The outcome of turning an uploaded file into the stored picture. */
export type PictureResult =
  | { readonly ok: true; readonly jpeg: Uint8Array; readonly kind: ProfilePictureKind }
  | { readonly ok: false; readonly status: 400 | 413; readonly problem: AnswerMessage };

/** JPEG quality of the stored picture: a portrait of 256 pixels at 85 is about 15 KB with no visible loss. */
const storedQuality = 85;

const unreadable = (): PictureResult => ({
  ok: false,
  status: 400,
  problem: answer('answer.profilePicture.unreadable'),
});

function decode(bytes: Uint8Array, kind: ProfilePictureKind): Pixels {
  if (kind === 'png') {
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { width: png.width, height: png.height, data: new Uint8Array(png.data) };
  }
  // Strict decoding: a truncated or corrupt scan is an error, not a grey half-picture. The limits
  // repeat domain's, as a second guard should the header and the frame disagree.
  const image = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    tolerantDecoding: false,
    maxResolutionInMP: (profilePictureMaxSide * profilePictureMaxSide) / 1_000_000,
    maxMemoryUsageInMB: 256,
  });
  return { width: image.width, height: image.height, data: image.data };
}

/**
 * The centred square of `source`, resized to `side`: each target pixel averages the source pixels it
 * covers (a box filter, which does not alias when shrinking), or the nearest one when enlarging.
 * Transparent pixels are laid on white, since a JPEG has no transparency.
 */
export function squareResize(source: Pixels, side: number): Uint8Array {
  const crop = Math.min(source.width, source.height);
  const left = Math.floor((source.width - crop) / 2);
  const top = Math.floor((source.height - crop) / 2);
  const scale = crop / side;
  const out = new Uint8Array(side * side * 4);
  for (let ty = 0; ty < side; ty++) {
    const y0 = top + Math.floor(ty * scale);
    const y1 = Math.max(y0 + 1, top + Math.floor((ty + 1) * scale));
    for (let tx = 0; tx < side; tx++) {
      const x0 = left + Math.floor(tx * scale);
      const x1 = Math.max(x0 + 1, left + Math.floor((tx + 1) * scale));
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let y = y0; y < y1; y++) {
        let i = (y * source.width + x0) * 4;
        for (let x = x0; x < x1; x++, i += 4) {
          const alpha = (source.data[i + 3] ?? 255) / 255;
          const white = 255 * (1 - alpha);
          r += (source.data[i] ?? 0) * alpha + white;
          g += (source.data[i + 1] ?? 0) * alpha + white;
          b += (source.data[i + 2] ?? 0) * alpha + white;
          n++;
        }
      }
      const o = (ty * side + tx) * 4;
      out[o] = Math.round(r / n);
      out[o + 1] = Math.round(g / n);
      out[o + 2] = Math.round(b / n);
      out[o + 3] = 255;
    }
  }
  return out;
}

/**
 * Turns an uploaded file into the stored picture: domain's checks on the bytes first (nothing is decoded
 * for a file that is not a PNG or JPEG, too large, or whose header claims too many pixels), then decoding
 * (a damaged file is refused), the centred square at domain's stored side, and a fresh JPEG.
 */
export function storedPicture(bytes: Uint8Array): PictureResult {
  const check = checkPictureBytes(bytes);
  if (!check.ok) return check;
  let pixels: Pixels;
  try {
    pixels = decode(bytes, check.kind);
  } catch {
    return unreadable();
  }
  // The frame decoded must be the one the header declared (a second frame header, a lying IHDR).
  if (pixels.width !== check.size.width || pixels.height !== check.size.height) return unreadable();
  const side = profilePictureStoredSide;
  const encoded = jpeg.encode({ data: squareResize(pixels, side), width: side, height: side }, storedQuality);
  return { ok: true, kind: check.kind, jpeg: new Uint8Array(encoded.data) };
}

import { answer, type AnswerMessage } from '../messages/answers.ts';

/**
 * The profile picture (spec 2 §1 "own profile, including a profile picture", §2 "Profile picture can be
 * saved or removed", §3 document type 49 on the contact's `fileId`), ADR 050. The rules the portal checks
 * before it uploads and the back end enforces on the bytes it receives: what kinds of image, how large a
 * file, how many pixels, and the square the picture is stored as.
 */

/** The image kinds a profile picture may be, recognised by their first bytes (never by name or declared type). */
export type ProfilePictureKind = 'png' | 'jpeg';

/** The MIME type of each kind, for a file input's `accept` and the stored picture's Content-Type. */
export const profilePictureContentTypes: Readonly<Record<ProfilePictureKind, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** The `accept` of a file input choosing a profile picture. */
export const profilePictureAccept = Object.values(profilePictureContentTypes).join(',');

/** Largest file accepted, in bytes (10 MiB: a phone's full-size photo fits; anything bigger is not a portrait). */
export const profilePictureMaxBytes = 10 * 1024 * 1024;

/**
 * Largest width or height accepted, in pixels. Checked from the header before decoding, so a small file
 * claiming 20000×20000 (a decompression bomb: 1.6 GB of pixels) is refused without allocating them.
 */
export const profilePictureMaxSide = 5000;

/** Smallest width and height accepted, in pixels: anything smaller would be blurred into the stored square. */
export const profilePictureMinSide = 64;

/** The side of the square a picture is stored as, in pixels (the back end resizes to it). */
export const profilePictureStoredSide = 256;

/** The side of the square the portal crops to before uploading (the back end still resizes). */
export const profilePictureCropSide = 512;

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** The kind of an image by its magic bytes, or `null` when it is neither PNG nor JPEG. */
export function sniffPictureKind(bytes: Uint8Array): ProfilePictureKind | null {
  if (pngSignature.every((byte, i) => bytes[i] === byte)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** Width and height in pixels. */
export interface PictureSize {
  readonly width: number;
  readonly height: number;
}

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 0x10000 + u16(bytes, at + 2);

/** A PNG's size from its IHDR chunk, which must come first (bytes 8–24). */
function pngSize(bytes: Uint8Array): PictureSize | null {
  if (bytes.length < 24) return null;
  const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
  if (ihdr !== 'IHDR') return null;
  return { width: u32(bytes, 16), height: u32(bytes, 20) };
}

/** Start-of-frame markers that carry the size (SOF0–SOF15 without DHT, JPG and DAC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG's size from its start-of-frame segment, walking the segments before the scan. */
function jpegSize(bytes: Uint8Array): PictureSize | null {
  let at = 2;
  while (at + 3 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    // The scan (SOS) or the end (EOI) before a frame header: no size to read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { width: u16(bytes, at + 7), height: u16(bytes, at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/** The size an image's header declares (nothing decoded), or `null` when the header cannot be read. */
export function pictureHeaderSize(bytes: Uint8Array, kind: ProfilePictureKind): PictureSize | null {
  return kind === 'png' ? pngSize(bytes) : jpegSize(bytes);
}

/** The outcome of checking a picture's bytes before decoding them. */
export type PictureBytesCheck =
  | { readonly ok: true; readonly kind: ProfilePictureKind; readonly size: PictureSize }
  | { readonly ok: false; readonly status: 400 | 413; readonly problem: AnswerMessage };

/** The refusal of a file over {@link profilePictureMaxBytes}. */
export const profilePictureTooLarge = (): AnswerMessage =>
  answer('answer.profilePicture.tooLarge', { megabytes: profilePictureMaxBytes / (1024 * 1024) });

/**
 * Checks a picture's bytes as the back end receives them: not empty, at most {@link profilePictureMaxBytes},
 * a PNG or JPEG by its signature, and a header declaring between {@link profilePictureMinSide} and
 * {@link profilePictureMaxSide} pixels a side. Decoding comes after, and may still find the file damaged.
 */
export function checkPictureBytes(bytes: Uint8Array): PictureBytesCheck {
  const refuse = (problem: AnswerMessage, status: 400 | 413 = 400): PictureBytesCheck => ({
    ok: false,
    status,
    problem,
  });
  if (bytes.length === 0) return refuse(answer('answer.profilePicture.empty'));
  if (bytes.length > profilePictureMaxBytes) return refuse(profilePictureTooLarge(), 413);
  const kind = sniffPictureKind(bytes);
  if (kind === null) return refuse(answer('answer.profilePicture.notImage'));
  const size = pictureHeaderSize(bytes, kind);
  if (size === null || size.width === 0 || size.height === 0)
    return refuse(answer('answer.profilePicture.unreadable'));
  if (size.width > profilePictureMaxSide || size.height > profilePictureMaxSide)
    return refuse(answer('answer.profilePicture.tooManyPixels', { maximum: profilePictureMaxSide }));
  if (size.width < profilePictureMinSide || size.height < profilePictureMinSide)
    return refuse(answer('answer.profilePicture.tooSmall', { minimum: profilePictureMinSide }));
  return { ok: true, kind, size };
}

/**
 * The portal's check of a chosen file before it reads it (the same limits; the back end checks the
 * bytes again): empty, too large, or a declared type other than PNG or JPEG.
 */
export function pictureFileProblem(file: {
  readonly size: number;
  readonly type: string;
}): AnswerMessage | null {
  if (file.size === 0) return answer('answer.profilePicture.empty');
  if (file.size > profilePictureMaxBytes) return profilePictureTooLarge();
  if (!Object.values(profilePictureContentTypes).includes(file.type.toLowerCase()))
    return answer('answer.profilePicture.notImage');
  return null;
}

/** The initials shown in place of a missing picture ('?' when the person has no name). */
export function personInitials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

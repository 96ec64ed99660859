import { describe, expect, it } from 'vitest';
import {
  checkPictureBytes,
  personInitials,
  pictureFileProblem,
  pictureHeaderSize,
  profilePictureMaxBytes,
  sniffPictureKind,
} from './picture.ts';

/** The bytes of an ASCII text (domain has no DOM or Node types, so no TextEncoder). */
const ascii = (text: string) => new Uint8Array(Array.from(text, (c) => c.charCodeAt(0)));

/** A PNG's first 33 bytes: signature and an IHDR of the given size (enough for every check before decoding). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG's first segments: SOI, an APP0 to skip, then a baseline frame header of the given size. */
function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, ...new Array<number>(9).fill(0)]);
}

describe('profile picture rules (ADR 050)', () => {
  it('knows PNG and JPEG by their first bytes only', () => {
    expect(sniffPictureKind(pngHeader(100, 100))).toBe('png');
    expect(sniffPictureKind(jpegHeader(100, 100))).toBe('jpeg');
    expect(sniffPictureKind(ascii('<svg/>'))).toBeNull();
    expect(sniffPictureKind(ascii('GIF89a'))).toBeNull();
  });

  it('reads the size from the header without decoding', () => {
    expect(pictureHeaderSize(pngHeader(640, 480), 'png')).toEqual({ width: 640, height: 480 });
    expect(pictureHeaderSize(jpegHeader(1024, 768), 'jpeg')).toEqual({ width: 1024, height: 768 });
    expect(pictureHeaderSize(pngHeader(640, 480).subarray(0, 20), 'png')).toBeNull();
    expect(pictureHeaderSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]), 'jpeg')).toBeNull();
  });

  it('refuses before decoding: empty, too large, not an image, a bomb, too small', () => {
    const key = (bytes: Uint8Array) => {
      const check = checkPictureBytes(bytes);
      return check.ok ? 'ok' : `${check.status} ${check.problem.key}`;
    };
    expect(key(new Uint8Array(0))).toBe('400 answer.profilePicture.empty');
    expect(key(new Uint8Array(profilePictureMaxBytes + 1))).toBe('413 answer.profilePicture.tooLarge');
    expect(key(ascii('not a picture'))).toBe('400 answer.profilePicture.notImage');
    expect(key(pngHeader(20000, 20000))).toBe('400 answer.profilePicture.tooManyPixels');
    expect(key(jpegHeader(64, 20000))).toBe('400 answer.profilePicture.tooManyPixels');
    expect(key(pngHeader(10, 10))).toBe('400 answer.profilePicture.tooSmall');
    expect(key(pngHeader(0, 100))).toBe('400 answer.profilePicture.unreadable');
    expect(key(pngHeader(800, 600))).toBe('ok');
  });

  it('checks a chosen file by its declared type and size in the browser', () => {
    expect(pictureFileProblem({ size: 2000, type: 'image/jpeg' })).toBeNull();
    expect(pictureFileProblem({ size: 2000, type: 'image/svg+xml' })?.key).toBe(
      'answer.profilePicture.notImage',
    );
    expect(pictureFileProblem({ size: profilePictureMaxBytes + 1, type: 'image/png' })?.key).toBe(
      'answer.profilePicture.tooLarge',
    );
    expect(pictureFileProblem({ size: 0, type: 'image/png' })?.key).toBe('answer.profilePicture.empty');
  });

  it('shows initials for a missing picture', () => {
    expect(personInitials(' dana', 'whitfield')).toBe('DW');
    expect(personInitials('', '')).toBe('?');
  });
});

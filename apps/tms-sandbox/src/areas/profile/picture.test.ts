import type { Contact, ErrorBody } from '@freightkit/api';
import { profilePictureStoredSide } from '@freightkit/domain';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let admin: Record<string, string>;
let dispatcher: Record<string, string>;
let driver: Record<string, string>;
let otherCarrier: Record<string, string>;

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const json = async <T>(response: Response, status = 200): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};

const picturePath = '/api/v2/me/profile/picture';
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** Pixels of a gradient (a photo stand-in whose corners differ, so a crop can be told apart). */
function gradient(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = Math.round((x / width) * 255);
      data[i + 1] = Math.round((y / height) * 255);
      data[i + 2] = 90;
      data[i + 3] = 255;
    }
  }
  return data;
}

const pngOf = (width: number, height: number) => {
  const png = new PNG({ width, height });
  gradient(width, height).copy(png.data);
  return new Uint8Array(PNG.sync.write(png));
};

const gpsText = 'GPSLatitude 41.8781 N GPSLongitude 87.6298 W';

/** A JPEG carrying an EXIF segment with a location, as a phone writes it. */
function jpegWithLocation(width: number, height: number): Uint8Array {
  const plain = jpeg.encode({ data: gradient(width, height), width, height }, 90).data;
  const payload = Buffer.concat([Buffer.from('Exif\0\0'), Buffer.from(gpsText)]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), Buffer.alloc(2), payload]);
  app1.writeUInt16BE(payload.length + 2, 2);
  return new Uint8Array(Buffer.concat([plain.subarray(0, 2), app1, plain.subarray(2)]));
}

const save = (headers: Record<string, string>, bytes: Uint8Array, name = 'me.jpg') =>
  send('PUT', picturePath, headers, { name, data: base64(bytes) });

const fileOf = (headers: Record<string, string>, id: string) =>
  t.app.request(`/api/v1/documents/${id}`, { headers });

const currentFileId = async (headers: Record<string, string>) =>
  (await json<Contact>(await t.get('/api/v2/contacts/currentuser', headers))).fileId;

const documentCount = async () =>
  Number(
    (await t.sandbox.services.db.query<{ n: string }>('SELECT count(*) AS n FROM documents')).rows[0]?.n,
  );

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
  otherCarrier = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('the profile picture: saved as a checked, resized square on the person’s contact (ADR 050)', () => {
  it('stores a photo as a 256-pixel JPEG without its location, and answers the contact with its file id', async () => {
    const contact = await json<Contact>(await save(admin, jpegWithLocation(640, 480)));
    expect(contact.fileId).not.toBeNull();
    const file = await fileOf(admin, contact.fileId ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const image = jpeg.decode(bytes, { useTArray: true });
    expect([image.width, image.height]).toEqual([profilePictureStoredSide, profilePictureStoredSide]);
    const text = Buffer.from(bytes).toString('latin1');
    expect(text).not.toContain('GPSLatitude');
    expect(text).not.toContain('Exif');
    const { rows } = await t.sandbox.services.db.query<{
      type: number;
      entity_type: number;
      entity_id: string;
    }>('SELECT type, entity_type, entity_id FROM documents WHERE id = $1', [contact.fileId]);
    expect(rows[0]).toEqual({ type: 49, entity_type: 11, entity_id: contact.id });
  });

  it('crops a wide PNG to its centred square and replaces the former picture (whose file is gone)', async () => {
    const before = await currentFileId(admin);
    const contact = await json<Contact>(await save(admin, pngOf(400, 200), 'wide.png'));
    expect(contact.fileId).not.toBe(before);
    expect((await fileOf(admin, before ?? '')).status).toBe(404);
    const image = jpeg.decode(
      new Uint8Array(await (await fileOf(admin, contact.fileId ?? '')).arrayBuffer()),
      {
        useTArray: true,
      },
    );
    expect(image.width).toBe(profilePictureStoredSide);
    // The centred square of a left-to-right red gradient starts at a quarter of the width, not at 0.
    const leftRed = image.data[(128 * image.width + 2) * 4] ?? 0;
    expect(leftRed).toBeGreaterThan(50);
    expect(leftRed).toBeLessThan(80);
  });

  it('is seen by colleagues, a driver-only one too, and is 404 for another company', async () => {
    const id = (await currentFileId(admin)) ?? '';
    expect((await fileOf(dispatcher, id)).status).toBe(200);
    expect((await fileOf(driver, id)).status).toBe(200);
    expect((await fileOf(otherCarrier, id)).status).toBe(404);
  });

  it('is not deleted as a plain document, not even by its person (the contact would point at nothing)', async () => {
    const id = (await currentFileId(admin)) ?? '';
    await json(await send('DELETE', `/api/v2/documents/${id}`, dispatcher), 403);
    await json(await send('DELETE', `/api/v2/documents/${id}`, admin), 403);
    expect((await fileOf(admin, id)).status).toBe(200);
  });

  const truncatedJpeg = () => {
    const whole = jpeg.encode({ data: gradient(300, 300), width: 300, height: 300 }, 90).data;
    return new Uint8Array(whole.subarray(0, Math.floor(whole.length / 2)));
  };
  const bombHeader = () => {
    const bytes = Buffer.from(pngOf(64, 64));
    bytes.writeUInt32BE(20000, 16);
    bytes.writeUInt32BE(20000, 20);
    return new Uint8Array(bytes);
  };
  const hostile: readonly (readonly [string, string, () => Uint8Array, string])[] = [
    [
      'an SVG',
      'me.svg',
      () =>
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'answer.profilePicture.notImage',
    ],
    [
      'a text file renamed .png',
      'me.png',
      () => new TextEncoder().encode('hello, not a picture'),
      'answer.profilePicture.notImage',
    ],
    ['a truncated JPEG', 'me.jpg', truncatedJpeg, 'answer.profilePicture.unreadable'],
    ['a 20000×20000 PNG header', 'bomb.png', bombHeader, 'answer.profilePicture.tooManyPixels'],
    ['a 10×10 PNG', 'tiny.png', () => pngOf(10, 10), 'answer.profilePicture.tooSmall'],
  ];

  it.each(hostile)('refuses %s with a keyed 400 and stores nothing', async (_what, name, bytes, key) => {
    const before = await currentFileId(admin);
    const count = await documentCount();
    const body = await json<ErrorBody>(await save(admin, bytes(), name), 400);
    expect(body.modelStateKeys?.['data']?.[0]?.key).toBe(key);
    expect(body.modelState?.['data']?.[0]).toMatch(/^The (file|picture)/);
    expect(await currentFileId(admin)).toBe(before);
    expect(await documentCount()).toBe(count);
  });

  it('refuses a file over 10 MB with a keyed 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(pngOf(64, 64));
    const body = await json<ErrorBody>(await save(admin, big, 'big.png'), 413);
    expect(body.messageKey).toBe('answer.profilePicture.tooLarge');
  });

  it('removes the picture: the contact has no file id and the file is gone', async () => {
    const id = (await currentFileId(admin)) ?? '';
    const contact = await json<Contact>(await send('DELETE', picturePath, admin));
    expect(contact.fileId).toBeNull();
    expect((await fileOf(admin, id)).status).toBe(404);
    // Removing again is harmless.
    expect((await json<Contact>(await send('DELETE', picturePath, admin))).fileId).toBeNull();
  });
});

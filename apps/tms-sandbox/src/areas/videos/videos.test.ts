import type { Video, VideoProgress } from '@freightkit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';
import { parseRange } from './files.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let dispatcher: Record<string, string>;
let admin: Record<string, string>;

const put = (id: string, body: unknown, headers = dispatcher) =>
  t.app.request(`/api/v2/videos/${id}/progress`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const list = async (headers = dispatcher) => {
  const response = await t.get('/api/v2/videos', headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Video[] }).items;
};

beforeAll(async () => {
  t = await createTestSandbox();
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
}, 120_000);
afterAll(async () => {
  await t.sandbox.close();
});

describe('the catalog (ADR 049)', () => {
  it('lists the committed videos with title, topic, duration, caption cues and file paths', async () => {
    const items = await list();
    expect(items.map((v) => v.id)).toEqual([
      'answering-a-tender',
      'finding-loads-on-the-load-board',
      'finding-a-shipment',
    ]);
    for (const video of items) {
      expect(video.durationSeconds).toBeGreaterThanOrEqual(20);
      expect(video.durationSeconds).toBeLessThanOrEqual(60);
      expect(video.captionsLanguage).toBe('en');
      // The cues cover the video from start to end without gaps.
      expect(video.cues[0]?.start).toBe(0);
      expect(video.cues.at(-1)?.end).toBe(video.durationSeconds);
      expect(video.cues.slice(1).map((cue) => cue.start)).toEqual(
        video.cues.slice(0, -1).map((cue) => cue.end),
      );
    }
  });

  it('answers one video, and 404 for an unknown id', async () => {
    const one = await t.get('/api/v2/videos/finding-a-shipment', dispatcher);
    expect(((await one.json()) as Video).title).toBe('Finding a shipment');
    expect((await t.get('/api/v2/videos/no-such-video', dispatcher)).status).toBe(404);
  });
});

describe('progress, per user', () => {
  it('saves a position, keeps watched once watched, and shows it to that user only', async () => {
    const saved = await put('finding-a-shipment', { positionSeconds: 12.5, completed: false });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as VideoProgress).positionSeconds).toBe(12.5);
    expect((await put('finding-a-shipment', { positionSeconds: 33, completed: true })).status).toBe(200);
    // Watching again from the start does not unwatch it.
    const again = (await (
      await put('finding-a-shipment', { positionSeconds: 4, completed: false })
    ).json()) as VideoProgress;
    expect(again).toMatchObject({ positionSeconds: 4, completed: true });
    const mine = (await list()).find((v) => v.id === 'finding-a-shipment');
    expect(mine?.progress).toMatchObject({ positionSeconds: 4, completed: true });
    expect(mine?.progress.updatedAt).not.toBeNull();
    const theirs = (await list(admin)).find((v) => v.id === 'finding-a-shipment');
    expect(theirs?.progress).toEqual({ positionSeconds: 0, completed: false, updatedAt: null });
  });

  it('refuses a negative position or one past the end (400 on the field), and an unknown video (404)', async () => {
    const negative = await put('answering-a-tender', { positionSeconds: -1, completed: false });
    expect(negative.status).toBe(400);
    const past = await put('answering-a-tender', { positionSeconds: 43, completed: false });
    expect(past.status).toBe(400);
    const body = (await past.json()) as { modelState: Record<string, string[]> };
    expect(body.modelState['positionSeconds']?.[0]).toBe(
      'The position cannot be past the end of the video (42 seconds).',
    );
    expect((await put('no-such-video', { positionSeconds: 1, completed: false })).status).toBe(404);
  });
});

describe('the files', () => {
  it('serves a video whole and by byte range, with the types a browser needs', async () => {
    const whole = await t.app.request('/api/v2/video-files/answering-a-tender.webm');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('video/webm');
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(100_000);
    expect(size).toBeLessThan(2_000_000);
    const part = await t.app.request('/api/v2/video-files/answering-a-tender.webm', {
      headers: { Range: 'bytes=0-3' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-3/${size}`);
    // The EBML magic number every WebM starts with.
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const beyond = await t.app.request('/api/v2/video-files/answering-a-tender.webm', {
      headers: { Range: `bytes=${size}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${size}`);
  });

  it('serves captions as WebVTT, and nothing that is not a catalog file', async () => {
    const captions = await t.app.request('/api/v2/video-files/answering-a-tender.en.vtt');
    expect(captions.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    expect(await captions.text()).toMatch(/^WEBVTT\n/);
    for (const name of ['catalog.json', 'generate.mjs', '..%2Fcatalog.json', 'README.md'])
      expect((await t.app.request(`/api/v2/video-files/${name}`)).status, name).toBe(404);
  });

  it.each([
    [undefined, 100, null],
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=50-500', 100, { start: 50, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=0-1,5-6', 100, null],
    ['items=0-1', 100, null],
  ] as const)('parseRange(%s, %i)', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

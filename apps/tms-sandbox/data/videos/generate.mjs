#!/usr/bin/env node
/**
 * Regenerates the training videos the sandbox serves (ADR 049): short, silent WebM slide videos made
 * from real screenshots of the running portal, with an English WebVTT caption file, a plain-text
 * transcript and `catalog.json` (title, topic, duration, caption cues) for each. Made by the project,
 * under the project's licence (see README.md here).
 *
 * How: Playwright drives Debian's Chromium (no ffmpeg, no downloaded binaries). It signs a seeded
 * dispatcher in to a running portal and takes a screenshot per scene, with the box of the control
 * the scene is about. A blank page then draws each scene on a <canvas> (screenshot, a slow zoom
 * towards the control, a highlight around it, the scene's heading) and records
 * `canvas.captureStream()` with `MediaRecorder` (VP9) in real time. Chromium's recorder writes no
 * duration, so the Segment's Info gets one here (a browser needs it to show and seek the timeline).
 * Each scene is one caption cue, so the captions say exactly what the scene shows.
 *
 * Run once, against `PORT=4411 pnpm start` (any running portal with the seeded demo data):
 *   node apps/tms-sandbox/data/videos/generate.mjs [http://localhost:4411]
 * The outputs are committed; nothing regenerates them in tests.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const here = dirname(fileURLToPath(import.meta.url));
const base = process.argv[2] ?? 'http://localhost:4411';
const width = 1280;
const height = 720;
/** Low: the frames are still pictures, and each file must stay well under 2 MB. */
const bitsPerSecond = 250_000;

/**
 * The videos: id, title, topic and scenes. A scene opens a page (`open`), says which control it is
 * about (`focus`, a Playwright locator whose box is highlighted; none on a title card), shows a short
 * heading on screen and its caption (the cue) for `seconds`.
 */
const videos = [
  {
    id: 'answering-a-tender',
    title: 'Answering a tender',
    topic: 'Tenders',
    scenes: [
      {
        seconds: 5,
        heading: 'Answering a tender',
        caption: 'Answering a tender: how you accept or reject a load a customer offers your company.',
      },
      {
        seconds: 7,
        open: '/tenders',
        focus: (page) => page.getByRole('navigation').getByRole('link', { name: /^Tenders/ }),
        heading: 'Open Tenders from the navigation',
        caption:
          'Open Tenders in the navigation. The badge counts the tenders still waiting for your answer.',
      },
      {
        seconds: 9,
        open: '/tenders',
        focus: (page) =>
          page
            .getByRole('main')
            .getByRole('link', { name: 'Shipment 100013' })
            .locator('xpath=ancestor::*[.//button[normalize-space()="Accept"]][1]'),
        heading: 'Read the offer',
        caption:
          'Each tender shows the customer, the lane, pickup and delivery, equipment and the total rate. Answer before the "Answer by" time.',
      },
      {
        seconds: 8,
        open: '/tenders',
        focus: (page) => page.getByRole('main').getByRole('button', { name: 'Accept', exact: true }).first(),
        pad: 60,
        heading: 'Accept or reject',
        caption: 'Accept books the load to your company. Reject tells the customer you cannot take it.',
      },
      {
        seconds: 8,
        open: '/tenders/100013',
        focus: (page) => page.getByRole('main').getByRole('heading', { level: 1 }).first(),
        focusTo: (page) => page.getByRole('main').getByText('420 miles'),
        heading: 'Open a tender for its details',
        caption: 'Select a shipment number to open its tender with the stops and charges, and answer there.',
      },
      {
        seconds: 5,
        heading: 'Answered tenders leave the Sent list',
        caption: 'An answered tender leaves the Sent list. Use the Status filter to find it again.',
      },
    ],
  },
  {
    id: 'finding-loads-on-the-load-board',
    title: 'Finding loads on the load board',
    topic: 'Load board',
    scenes: [
      {
        seconds: 5,
        heading: 'Finding loads on the load board',
        caption:
          'Finding loads on the load board: search the available freight for loads your trucks can haul.',
      },
      {
        seconds: 7,
        open: '/available-freight',
        focus: (page) => page.getByRole('navigation').getByRole('link', { name: /^Load Board/ }),
        heading: 'Open Load Board from the navigation',
        caption: 'Open Load Board in the navigation. It lists the loads available to book.',
      },
      {
        seconds: 9,
        open: '/available-freight',
        focus: (page) => page.getByRole('main').getByText('Origin city or ZIP').first(),
        focusTo: (page) => page.getByRole('main').getByRole('combobox', { name: 'Destination radius' }),
        heading: 'Where from and where to',
        caption:
          'Type an origin and a destination city or ZIP code, and choose how many miles around each to search.',
      },
      {
        seconds: 8,
        open: '/available-freight',
        focus: (page) => page.getByRole('main').getByText('Pickup from').first(),
        focusTo: (page) => page.getByRole('main').getByRole('combobox', { name: 'Sort by' }),
        heading: 'Narrow the list',
        caption: 'Narrow the list by pickup dates, equipment and mode, and choose how it is sorted.',
      },
      {
        seconds: 9,
        open: '/available-freight',
        focus: (page) =>
          page
            .getByRole('main')
            .getByRole('link', { name: /^Shipment \d+:/ })
            .first(),
        heading: 'Read a load, then open it',
        caption:
          'Each load shows its lane, pickup time, equipment, miles, weight and rate per mile. Select one to open it.',
      },
      {
        seconds: 6,
        open: '/available-freight',
        focus: (page) => page.getByRole('main').getByRole('button', { name: 'Map' }),
        pad: 24,
        heading: 'Or see the loads on a map',
        caption: 'Choose Map to see the same loads on a map, and List to come back.',
      },
    ],
  },
  {
    id: 'finding-a-shipment',
    title: 'Finding a shipment',
    topic: 'Shipments',
    scenes: [
      {
        seconds: 5,
        heading: 'Finding a shipment',
        caption: 'Finding a shipment: the shipment lists and the search box at the top of every page.',
      },
      {
        seconds: 7,
        open: '/shipments',
        focus: (page) => page.getByRole('navigation').getByRole('link', { name: /^Shipments/ }),
        heading: 'Open Shipments from the navigation',
        caption: 'Open Shipments in the navigation to see the loads booked to your company.',
      },
      {
        seconds: 8,
        open: '/shipments',
        focus: (page) => page.getByRole('main').locator('a[href*="/preview/"]').first(),
        heading: 'Open a shipment from the list',
        caption:
          'Select a shipment number in the list to open the shipment with its stops, documents and cases.',
      },
      {
        seconds: 8,
        open: '/shipments',
        focus: (page) => page.getByRole('banner').getByRole('searchbox'),
        heading: 'Or search by shipment number',
        caption: 'Or type a shipment number in the search box at the top. It is on every page.',
      },
      {
        seconds: 5,
        heading: 'Every shipment is a search away',
        caption: 'Choose a result to open the shipment, its tender or the load board, by its status.',
      },
    ],
  },
];

async function signIn(page) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Email address' }).fill('dispatch@swiftline.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('Freight!2026');
  await page.getByRole('button', { name: /sign in|log ?in/i }).click();
  await page.getByRole('navigation').first().waitFor();
}

/** Screenshot (PNG data URL) of the scene's page and the box to highlight (union of focus and focusTo). */
async function capture(page, scene) {
  if (!scene.open) return { image: null, box: null };
  await page.goto(`${base}${scene.open}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').first().waitFor();
  const boxOf = async (locate) => {
    const locator = locate(page);
    await locator.waitFor({ state: 'visible', timeout: 10_000 });
    const box = await locator.boundingBox();
    if (!box) throw new Error(`No box for a scene of "${scene.heading}"`);
    return box;
  };
  let box = await boxOf(scene.focus);
  if (scene.focusTo) {
    const to = await boxOf(scene.focusTo);
    const x = Math.min(box.x, to.x);
    const y = Math.min(box.y, to.y);
    box = {
      x,
      y,
      width: Math.max(box.x + box.width, to.x + to.width) - x,
      height: Math.max(box.y + box.height, to.y + to.height) - y,
    };
  }
  const pad = scene.pad ?? 8;
  box = { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad };
  await page.mouse.move(width - 1, height - 1);
  const png = await page.screenshot({ type: 'png' });
  return { image: `data:image/png;base64,${png.toString('base64')}`, box };
}

/** Runs in the recording page: draws the scenes on a canvas in real time and records it. */
async function record({ scenes, title, topic, width, height, bitsPerSecond }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const g = canvas.getContext('2d');
  const images = await Promise.all(
    scenes.map(
      (scene) =>
        new Promise((resolve, reject) => {
          if (!scene.image) return resolve(null);
          const img = new Image();
          img.onload = () => resolve(img);
          img.onerror = reject;
          img.src = scene.image;
        }),
    ),
  );
  const font = '"DejaVu Sans", "Liberation Sans", Arial, sans-serif';
  const wrap = (text, maxWidth) => {
    const lines = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (g.measureText(next).width > maxWidth && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  };
  const card = (scene, index) => {
    g.fillStyle = '#0b3d91';
    g.fillRect(0, 0, width, height);
    g.fillStyle = '#ffffff';
    g.font = `600 28px ${font}`;
    g.fillText(`FreightKit training · ${topic}`, 80, 150);
    g.font = `700 60px ${font}`;
    wrap(scene.heading, width - 160).forEach((line, i) => g.fillText(line, 80, 260 + i * 72));
    g.font = `400 26px ${font}`;
    g.fillText(index === 0 ? title : 'End of video', 80, height - 120);
  };
  const slide = (scene, image, t) => {
    const { box } = scene;
    // A slow zoom (to 110 %) towards the highlighted control.
    const zoom = 1 + 0.1 * Math.min(1, t / 4);
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    g.save();
    g.translate(cx, cy);
    g.scale(zoom, zoom);
    g.translate(-cx, -cy);
    g.drawImage(image, 0, 0, width, height);
    // Dim everything but the control.
    g.fillStyle = 'rgba(0, 0, 0, 0.45)';
    g.beginPath();
    g.rect(0, 0, width, height);
    g.rect(box.x + box.width, box.y, -box.width, box.height);
    g.fill();
    const pulse = 4 + 2 * Math.sin(t * 4);
    g.strokeStyle = '#ffb000';
    g.lineWidth = pulse;
    g.strokeRect(box.x, box.y, box.width, box.height);
    g.restore();
    // The scene's heading in a band at the top (the player's captions sit at the bottom).
    g.fillStyle = 'rgba(11, 61, 145, 0.94)';
    g.fillRect(0, 0, width, 64);
    g.fillStyle = '#ffffff';
    g.font = `700 30px ${font}`;
    g.fillText(scene.heading, 24, 43);
  };
  const starts = [];
  let total = 0;
  for (const scene of scenes) {
    starts.push(total);
    total += scene.seconds;
  }
  const draw = (elapsed) => {
    let index = starts.findLastIndex((start) => start <= elapsed);
    if (index < 0) index = 0;
    const scene = scenes[index];
    const image = images[index];
    if (image) slide(scene, image, elapsed - starts[index]);
    else card(scene, index);
  };
  draw(0);
  const poster = canvas.toDataURL('image/jpeg', 0.8);
  const stream = canvas.captureStream(15);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp9',
    videoBitsPerSecond: bitsPerSecond,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const started = performance.now();
  recorder.start(1000);
  await new Promise((resolve) => {
    const tick = () => {
      const elapsed = (performance.now() - started) / 1000;
      if (elapsed >= total) return resolve();
      draw(elapsed);
      setTimeout(tick, 1000 / 30);
    };
    tick();
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { webm: btoa(binary), poster, seconds: (performance.now() - started) / 1000 };
}

/** Reads an EBML variable-length integer at `at`: its length and value (marker bit removed when `strip`). */
function vint(bytes, at, strip) {
  const first = bytes[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = strip ? first & (0xff >> length) : first;
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i];
  return { length, value };
}

/**
 * Gives the WebM a duration: Chromium's recorder leaves it out of the Segment's Info, and a browser
 * then shows no length and cannot seek well. Inserts Duration (0x4489, float64, in the Info's
 * timecode scale, which the recorder sets to 1 ms) at the end of Info; the Segment's size is
 * "unknown" in a recorder's file, so nothing above Info needs a new size.
 */
function withDuration(webm, milliseconds) {
  const bytes = new Uint8Array(webm);
  const header = vint(bytes, 0, false);
  const headerSize = vint(bytes, header.length, true);
  const segmentAt = header.length + headerSize.length + headerSize.value;
  const segmentId = vint(bytes, segmentAt, false);
  if (segmentId.value !== 0x18538067) throw new Error('No Segment after the EBML header');
  const segmentSize = vint(bytes, segmentAt + segmentId.length, true);
  let at = segmentAt + segmentId.length + segmentSize.length;
  for (;;) {
    const id = vint(bytes, at, false);
    const size = vint(bytes, at + id.length, true);
    if (id.value === 0x1549a966) {
      const contentAt = at + id.length + size.length;
      const content = bytes.subarray(contentAt, contentAt + size.value);
      const duration = new Uint8Array(11);
      duration.set([0x44, 0x89, 0x88]);
      new DataView(duration.buffer).setFloat64(3, milliseconds);
      const newSize = size.value + duration.length;
      const sizeBytes = new Uint8Array(8);
      sizeBytes[0] = 0x01;
      for (let i = 7, v = newSize; i > 0; i--, v = Math.floor(v / 256)) sizeBytes[i] = v % 256;
      return Buffer.concat([
        bytes.subarray(0, at + id.length),
        sizeBytes,
        content,
        duration,
        bytes.subarray(contentAt + size.value),
      ]);
    }
    if (id.value === 0x1f43b675) throw new Error('No Info before the first Cluster');
    at += id.length + size.length + size.value;
  }
}

const timestamp = (seconds) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--font-render-hinting=none',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
const catalog = [];
try {
  const portal = await browser.newPage({ viewport: { width, height } });
  await signIn(portal);
  const recorderPage = await browser.newPage({ viewport: { width, height } });
  await recorderPage.setContent('<!doctype html><html><body style="margin:0"></body></html>');
  mkdirSync(here, { recursive: true });
  for (const video of videos) {
    const scenes = [];
    for (const scene of video.scenes)
      scenes.push({ ...scene, ...(await capture(portal, scene)), focus: undefined, focusTo: undefined });
    if (process.env.VIDEOS_PROBE) {
      // Checks the scenes' locators and boxes without recording: one annotated PNG per scene.
      for (const [i, scene] of scenes.entries()) {
        if (!scene.image) continue;
        await recorderPage.setContent(
          `<img src="${scene.image}" style="position:absolute;left:0;top:0"><div style="position:absolute;outline:4px solid red;left:${scene.box.x}px;top:${scene.box.y}px;width:${scene.box.width}px;height:${scene.box.height}px"></div>`,
        );
        await recorderPage.screenshot({ path: join(process.env.VIDEOS_PROBE, `${video.id}-${i}.png`) });
      }
      continue;
    }
    console.log(`Recording ${video.id} (${scenes.reduce((s, x) => s + x.seconds, 0)} s)…`);
    const result = await recorderPage.evaluate(record, {
      scenes,
      title: video.title,
      topic: video.topic,
      width,
      height,
      bitsPerSecond,
    });
    const seconds = scenes.reduce((sum, scene) => sum + scene.seconds, 0);
    const webm = withDuration(Buffer.from(result.webm, 'base64'), seconds * 1000);
    writeFileSync(join(here, `${video.id}.webm`), webm);
    writeFileSync(join(here, `${video.id}.jpg`), Buffer.from(result.poster.split(',')[1], 'base64'));
    let start = 0;
    const cues = scenes.map((scene) => {
      const cue = { start, end: start + scene.seconds, text: scene.caption };
      start += scene.seconds;
      return cue;
    });
    writeFileSync(
      join(here, `${video.id}.en.vtt`),
      `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}\n`).join('\n')}`,
    );
    writeFileSync(
      join(here, `${video.id}.en.txt`),
      `${video.title}\n\n${cues.map((cue) => cue.text).join('\n\n')}\n`,
    );
    catalog.push({
      id: video.id,
      title: video.title,
      topic: video.topic,
      durationSeconds: seconds,
      captionsLanguage: 'en',
      cues,
    });
    console.log(`  ${video.id}.webm: ${webm.length} bytes, recorded ${result.seconds.toFixed(1)} s`);
  }
} finally {
  await browser.close();
}
if (!process.env.VIDEOS_PROBE)
  writeFileSync(join(here, 'catalog.json'), `${JSON.stringify(catalog, null, 2)}\n`);

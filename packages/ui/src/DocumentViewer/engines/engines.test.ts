import { describe, expect, it } from 'vitest';
import corruptPdf from '../fixtures/corrupt.pdf?url';
import hostileDimensions from '../fixtures/hostile-dimensions.tiff?url';
import hostileLoop from '../fixtures/hostile-loop.tiff?url';
import hostilePages from '../fixtures/hostile-pages.tiff?url';
import samplePdf from '../fixtures/sample.pdf?url';
import samplePng from '../fixtures/sample.png?url';
import sampleTiff from '../fixtures/sample.tiff?url';
import { openEngine, warmEngine } from './openEngine.ts';
import { takePdfWorker, warmPdfWorker } from './pdfWorkerPort.ts';

/** Share of non-white pixels, to tell a drawn page from a blank canvas. */
function inked(canvas: HTMLCanvasElement): number {
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let ink = 0;
  for (let i = 0; i < data.length; i += 4)
    if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) ink += 1;
  return ink / (data.length / 4);
}

describe('viewer engines on the real sample files', () => {
  it('opens the 3-page PDF and draws page 2 at the render scale', async () => {
    const engine = await openEngine('pdf', samplePdf);
    expect(engine.pages).toHaveLength(3);
    const canvas = document.createElement('canvas');
    const size = await engine.render(1, canvas, 0.5);
    expect(size.width).toBeCloseTo(612 * 1.6);
    expect(canvas.width).toBeGreaterThan(400);
    expect(inked(canvas)).toBeGreaterThan(0.05);
    engine.destroy();
  });

  it('rejects the corrupt PDF', async () => {
    await expect(openEngine('pdf', corruptPdf)).rejects.toThrow(/pdf/);
  });

  it('decodes the 3-page TIFF page by page in a worker', async () => {
    const engine = await openEngine('tiff', sampleTiff);
    expect(engine.pages).toEqual([
      { width: 72, height: 96 },
      { width: 72, height: 96 },
      { width: 72, height: 96 },
    ]);
    const canvas = document.createElement('canvas');
    await engine.render(2, canvas, 1);
    expect(canvas.width).toBe(72 * Math.min(window.devicePixelRatio, 2));
    expect(inked(canvas)).toBeGreaterThan(0.1);
    engine.destroy();
  });

  it.each([
    ['declared 60000 × 60000 pixels', hostileDimensions, /page too large/],
    ['an IFD loop', hostileLoop, /IFD loop/],
    ['2000 chained pages', hostilePages, /too many pages/],
  ])('refuses a TIFF with %s', async (_name, url, reason) => {
    await expect(openEngine('tiff', url)).rejects.toThrow(reason);
  });

  it('opens a PNG as one page of its natural size', async () => {
    const engine = await openEngine('image', samplePng);
    expect(engine.pages).toEqual([{ width: 96, height: 64 }]);
  });

  it('hands a warmed pdf.js worker to the next document only, once its script runs', async () => {
    warmPdfWorker();
    const warmed = takePdfWorker();
    warmPdfWorker();
    warmPdfWorker(); // one spare at most
    const spare = takePdfWorker();
    const fresh = takePdfWorker();
    expect(spare.port).not.toBe(warmed.port);
    expect(fresh.port).not.toBe(spare.port);
    await Promise.all([warmed.ready, spare.ready, fresh.ready]);
    for (const started of [warmed, spare, fresh]) started.port.terminate();
  });

  it.each([
    ['pdf', samplePdf],
    ['tiff', sampleTiff],
  ] as const)('opens and draws a %s on a warmed worker', async (kind, url) => {
    await warmEngine(kind);
    const engine = await openEngine(kind, url);
    const canvas = document.createElement('canvas');
    await engine.render(0, canvas, 0.5);
    expect(inked(canvas)).toBeGreaterThan(0.05);
    engine.destroy();
  });
});

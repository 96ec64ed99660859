import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  analysisSize,
  legibilityProblems,
  legibilityThresholds,
  measureGray,
  toGray,
  type LegibilityProblem,
} from './legibility.ts';

/** Reads the 8-bit greyscale PNGs of `samples/` (what scripts/legibility-samples.mjs writes: filter 0 rows). */
function readSample(name: string): { gray: Uint8Array; width: number; height: number } {
  const file = readFileSync(new URL(`samples/${name}`, import.meta.url));
  const width = file.readUInt32BE(16);
  const height = file.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const type = file.toString('ascii', at + 4, at + 8);
    if (type === 'IDAT') idat.push(file.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    if (raw[y * (width + 1)] !== 0) throw new Error(`${name}: only filter 0 rows are read`);
    gray.set(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  return { gray, width, height };
}

const expected: [string, LegibilityProblem[]][] = [
  ['sharp.png', []],
  ['sharp-dim.png', []],
  ['blurred-slightly.png', []],
  ['blurred.png', ['blurry']],
  ['dark.png', ['dark']],
  ['washed-out.png', ['washedOut']],
  ['small.png', ['tooSmall']],
  ['framed.png', []],
  ['edge-at-border.png', []],
  ['cut-off-right.png', ['cutOff']],
  ['cut-off-bottom.png', ['cutOff']],
];

describe('legibility check on the sample pages', () => {
  it.each(expected)('classifies %s as %j', (name, problems) => {
    const { gray, width, height } = readSample(name);
    const metrics = measureGray(gray, width, height);
    expect(legibilityProblems(metrics), JSON.stringify(metrics)).toEqual(problems);
  });

  it('keeps each threshold clear of the samples on both sides (at least 25 % away)', () => {
    const m = Object.fromEntries(
      expected.map(([name]) => {
        const { gray, width, height } = readSample(name);
        return [name, measureGray(gray, width, height)];
      }),
    );
    const at = (name: string) => {
      const metrics = m[name];
      if (!metrics) throw new Error(name);
      return metrics;
    };
    const { minSharpness, minBrightness, minContrast, maxEdgeInk } = legibilityThresholds;
    const mostEdgeInkOfAWholePage = Math.max(
      ...['sharp.png', 'sharp-dim.png', 'blurred-slightly.png', 'framed.png', 'edge-at-border.png'].map(
        (name) => at(name).edgeInk,
      ),
    );
    expect(mostEdgeInkOfAWholePage).toBeLessThan(maxEdgeInk * 0.75);
    expect(at('cut-off-right.png').edgeInk).toBeGreaterThan(maxEdgeInk * 1.25);
    expect(at('cut-off-bottom.png').edgeInk).toBeGreaterThan(maxEdgeInk * 1.25);
    expect(at('blurred-slightly.png').sharpness).toBeGreaterThan(minSharpness * 1.25);
    expect(at('blurred.png').sharpness).toBeLessThan(minSharpness * 0.75);
    expect(at('sharp-dim.png').brightness).toBeGreaterThan(minBrightness * 1.25);
    expect(at('dark.png').brightness).toBeLessThan(minBrightness * 0.75);
    expect(at('sharp-dim.png').contrast).toBeGreaterThan(minContrast * 1.25);
    expect(at('washed-out.png').contrast).toBeLessThan(minContrast * 0.75);
  });
});

describe('measuring', () => {
  it('turns RGBA into luma and scales only down', () => {
    expect([...toGray(new Uint8ClampedArray([255, 255, 255, 255, 255, 0, 0, 255]))].map(Math.round)).toEqual([
      255, 76,
    ]);
    expect(analysisSize(4000, 3000)).toEqual({ width: 1000, height: 750 });
    expect(analysisSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('names a dark page dark only, and adds too small to another problem', () => {
    const base = { sharpness: 10, brightness: 20, contrast: 5, edgeInk: 0, width: 2000, height: 3000 };
    expect(legibilityProblems(base)).toEqual(['dark']);
    expect(legibilityProblems({ ...base, brightness: 200, contrast: 60, width: 500, height: 600 })).toEqual([
      'tooSmall',
      'blurry',
    ]);
  });
});

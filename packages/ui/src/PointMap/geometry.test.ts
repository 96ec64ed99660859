import { geoDistance, geoPath } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { brokerTokens } from '../themes/brokerTokens.ts';
import { carrierDarkTokens } from '../themes/carrierDarkTokens.ts';
import { carrierTokens } from '../themes/carrierTokens.ts';
import { contrastRatio } from '../theme/contrast.ts';
import { storyPoints } from './fixtures.ts';
import {
  circlePolygon,
  fitTarget,
  controlsGutter,
  fittedProjection,
  groupPoints,
  milesPerDegree,
  northAmericaBounds,
} from './geometry.ts';
import { mapColor } from './mapColors.ts';

describe('circlePolygon', () => {
  it('draws the radius as a true great-circle distance', () => {
    const ring = circlePolygon({ id: 'c', latitude: 41.88, longitude: -87.63, radiusMiles: 100 })
      .coordinates[0]!;
    expect(ring.length).toBeGreaterThan(100);
    for (const [lon, lat] of ring) {
      const miles = geoDistance([-87.63, 41.88], [lon!, lat!]) * (milesPerDegree * (180 / Math.PI));
      expect(miles).toBeCloseTo(100, 0);
    }
  });
});

describe('northAmericaProjection', () => {
  it.each([
    ['Chicago', 41.88, -87.63],
    ['Miami', 25.76, -80.19],
    ['Edmonton', 53.55, -113.49],
  ])('draws a 100-mile radius at %s as a round circle', (_, latitude, longitude) => {
    const circle = { id: 'c', latitude, longitude, radiusMiles: 100 };
    const projection = fittedProjection(fitTarget([], [circle], northAmericaBounds));
    const [[x0, y0], [x1, y1]] = geoPath(projection).bounds(circlePolygon(circle));
    expect((x1 - x0) / (y1 - y0)).toBeCloseTo(1, 1);
  });
});

describe('fitTarget and fittedProjection', () => {
  it('keeps every point inside the drawing', () => {
    const projection = fittedProjection(fitTarget(storyPoints, [], northAmericaBounds));
    for (const p of storyPoints) {
      const [x, y] = projection([p.longitude, p.latitude])!;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(960);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(600);
    }
  });

  it('keeps the fitted points clear of the zoom buttons at every width', () => {
    for (const width of [320, 600, 960, 1400]) {
      const projection = fittedProjection(
        fitTarget(storyPoints, [], northAmericaBounds),
        controlsGutter(width),
      );
      const west = Math.min(...storyPoints.map((p) => projection([p.longitude, p.latitude])![0]));
      // The buttons reach 40 px into the map: in viewBox units, 40 × 960 / width.
      expect(west).toBeGreaterThanOrEqual((40 * 960) / width);
    }
    expect(controlsGutter(1400)).toBe(0);
    expect(controlsGutter(600)).toBe(30);
  });

  it('does not zoom past the minimum span for one point', () => {
    const one = [storyPoints[0]!];
    const projection = fittedProjection(fitTarget(one, [], northAmericaBounds));
    // 4 degrees of longitude at Chicago's latitude still fit inside the drawing.
    const [west] = projection([-89.63, 41.88])!;
    const [east] = projection([-85.63, 41.88])!;
    expect(east - west).toBeLessThanOrEqual(960);
    expect(east - west).toBeGreaterThan(400);
  });
});

describe('groupPoints', () => {
  const projection = fittedProjection(fitTarget(storyPoints, [], northAmericaBounds));

  it('shares a marker between points closer than the distance, and orders markers west to east on the map', () => {
    const groups = groupPoints(storyPoints, projection, 22);
    expect(groups.map((g) => g.points.map((p) => p.number))).toEqual([
      ['700006'],
      ['700003'],
      ['700001', '700002'],
      ['700004'],
      ['700005'],
    ]);
    const xs = groups.map((g) => g.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  });

  it('gives every point its own marker when the distance is small', () => {
    expect(groupPoints(storyPoints, projection, 1)).toHaveLength(storyPoints.length);
  });
});

describe.each([
  ['carrier', carrierTokens],
  ['carrier-dark', carrierDarkTokens],
  ['broker', brokerTokens],
])('the map in theme %s', (_, tokens) => {
  const backdrop = tokens.color.background.canvas;
  it.each(['marker', 'chosen'] as const)('%s stands 3:1 against land and water (WCAG 1.4.11)', (role) => {
    for (const ground of ['land', 'water'] as const) {
      expect(
        contrastRatio(mapColor(tokens.color, role), mapColor(tokens.color, ground), backdrop),
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('the circle outline stands 3:1 against land', () => {
    expect(
      contrastRatio(mapColor(tokens.color, 'circle'), mapColor(tokens.color, 'land'), backdrop),
    ).toBeGreaterThanOrEqual(3);
  });
});

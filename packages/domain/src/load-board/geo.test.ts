import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBox, greatCircleMiles, isInBox } from './geo.ts';
import { estimatedRoadMiles, ratePerMile } from './search.ts';

const chicago = { latitude: 41.85, longitude: -87.65 };
const dallas = { latitude: 32.7831, longitude: -96.8067 };

describe('great-circle miles', () => {
  it('measures Chicago to Dallas at about 800 miles', () => {
    expect(greatCircleMiles(chicago, dallas)).toBeGreaterThan(795);
    expect(greatCircleMiles(chicago, dallas)).toBeLessThan(805);
  });

  it('is zero from a point to itself and symmetric', () => {
    expect(greatCircleMiles(chicago, chicago)).toBe(0);
    expect(greatCircleMiles(chicago, dallas)).toBeCloseTo(greatCircleMiles(dallas, chicago), 9);
  });
});

describe('bounding box', () => {
  const point = fc.record({
    latitude: fc.double({ min: 15, max: 75, noNaN: true }),
    longitude: fc.double({ min: -170, max: -50, noNaN: true }),
  });

  it('holds every point within the radius (so the index never drops a load the exact test keeps)', () => {
    fc.assert(
      fc.property(point, point, fc.integer({ min: 1, max: 500 }), (centre, other, miles) => {
        if (greatCircleMiles(centre, other) <= miles)
          expect(isInBox(boundingBox(centre, miles), other)).toBe(true);
      }),
    );
  });

  it('is about 1.45 degrees of latitude tall each way for 100 miles', () => {
    const box = boundingBox(chicago, 100);
    expect(box.maxLatitude - chicago.latitude).toBeCloseTo(1.447, 2);
    expect(box.maxLongitude - chicago.longitude).toBeGreaterThan(1.447);
  });

  it('takes every longitude near a pole', () => {
    const box = boundingBox({ latitude: 89.9, longitude: 0 }, 100);
    expect([box.minLongitude, box.maxLongitude]).toEqual([-180, 180]);
  });
});

describe('rate per mile', () => {
  it('rounds to the cent and is null without miles', () => {
    expect(ratePerMile(2000, 800)).toBe(2.5);
    expect(ratePerMile(1000, 3)).toBe(333.33);
    expect(ratePerMile(1000, 0)).toBeNull();
    expect(ratePerMile(1000, null)).toBeNull();
  });

  it('estimates road miles from great-circle miles', () => {
    expect(estimatedRoadMiles(100)).toBe(118);
  });
});

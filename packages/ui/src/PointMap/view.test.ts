import { describe, expect, it } from 'vitest';
import { mapHeight, mapWidth } from './dimensions.ts';
import { clampView, fittedView, isFitted, maxZoom, panBy, pinch, project, zoomAt } from './view.ts';

describe('the map view (pan and zoom over the fitted drawing)', () => {
  it('zooms about the middle by default, keeping the middle where it was', () => {
    const view = zoomAt(fittedView, 2);
    expect(view.k).toBe(2);
    expect(project(view, mapWidth / 2, mapHeight / 2)).toEqual([mapWidth / 2, mapHeight / 2]);
  });

  it('zooms about a point (the wheel under the pointer), which stays put', () => {
    const view = zoomAt(fittedView, 4, 200, 150);
    expect(project(view, 200, 150)).toEqual([200, 150]);
    const back = zoomAt(view, 0.25, 200, 150);
    expect(back).toEqual(fittedView);
  });

  it('keeps the zoom between the fitted map and the deepest zoom', () => {
    expect(zoomAt(fittedView, 0.5)).toEqual(fittedView);
    expect(zoomAt({ k: maxZoom, x: 0, y: 0 }, 2).k).toBe(maxZoom);
  });

  it('pans east with a positive step, and never past the middle of the view leaving the drawing', () => {
    const east = panBy(fittedView, 96, 0);
    expect(east.x).toBe(-96);
    const far = panBy(fittedView, 10_000, -10_000);
    // The middle of the view is the drawing's east edge, its top edge: still on the map.
    const middle = [(mapWidth / 2 - far.x) / far.k, (mapHeight / 2 - far.y) / far.k];
    expect(middle).toEqual([mapWidth, 0]);
  });

  it('says whether there is anything to reset', () => {
    expect(isFitted(fittedView)).toBe(true);
    expect(isFitted(panBy(fittedView, 10, 0))).toBe(false);
    expect(clampView({ k: 0.2, x: 0, y: 0 })).toEqual(fittedView);
  });
});

describe('pinch (two fingers on a touch screen)', () => {
  it('zooms by how far the fingers spread, keeping what was under them under them', () => {
    const view = pinch(
      fittedView,
      [
        [400, 300],
        [500, 300],
      ],
      [
        [350, 300],
        [550, 300],
      ],
    );
    expect(view.k).toBe(2);
    // The drawing point that was under the left finger is now under it again.
    expect(project(view, 400, 300)).toEqual([350, 300]);
    expect(project(view, 500, 300)).toEqual([550, 300]);
  });

  it("pans with the fingers' middle, up and down included, at the same spread", () => {
    const zoomed = zoomAt(fittedView, 4);
    const view = pinch(
      zoomed,
      [
        [400, 300],
        [500, 300],
      ],
      [
        [400, 240],
        [500, 240],
      ],
    );
    expect(view.k).toBe(4);
    expect(view.y).toBe(zoomed.y - 60);
    expect(view.x).toBe(zoomed.x);
  });

  it('stays within the zoom limits, and two fingers that started on one spot only pan', () => {
    const spot: readonly [number, number] = [480, 300];
    expect(pinch(fittedView, [spot, spot], [spot, [500, 300]])).toEqual({ k: 1, x: 10, y: 0 });
    const out = pinch(
      fittedView,
      [
        [300, 300],
        [600, 300],
      ],
      [
        [440, 300],
        [460, 300],
      ],
    );
    expect(out.k).toBe(1);
    const deep = pinch(
      zoomAt(fittedView, maxZoom),
      [
        [470, 300],
        [490, 300],
      ],
      [
        [380, 300],
        [580, 300],
      ],
    );
    expect(deep.k).toBe(maxZoom);
  });
});

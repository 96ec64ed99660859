import { describe, expect, it } from 'vitest';
import { mapHeight, mapWidth } from './dimensions.ts';
import { clampView, fittedView, isFitted, maxZoom, panBy, project, zoomAt } from './view.ts';

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

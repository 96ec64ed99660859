import { describe, expect, it } from 'vitest';
import { clampCrop, initialCrop, maxZoom, moveCrop, placement, sourceSquare, zoomCrop } from './crop.ts';

const wide = { width: 800, height: 400 };

describe('the crop frame (ADR 050)', () => {
  it('starts on the centred square of the shorter side', () => {
    expect(sourceSquare(wide, initialCrop(wide))).toEqual({ x: 200, y: 0, side: 400 });
    expect(placement(wide, initialCrop(wide), 200)).toEqual({ left: -100, top: 0, width: 400, height: 200 });
  });

  it('moves by screen pixels and never past the image’s edges', () => {
    // A frame of 200 shows 400 image pixels: dragging 50 right moves the centre 100 image pixels left.
    expect(sourceSquare(wide, moveCrop(wide, initialCrop(wide), 50, 0, 200)).x).toBe(100);
    expect(sourceSquare(wide, moveCrop(wide, initialCrop(wide), 5000, 5000, 200))).toEqual({
      x: 0,
      y: 0,
      side: 400,
    });
    expect(sourceSquare(wide, moveCrop(wide, initialCrop(wide), -5000, 0, 200)).x).toBe(400);
  });

  it('zooms about the centre, between 1 and the maximum', () => {
    const zoomed = zoomCrop(wide, initialCrop(wide), 2);
    expect(sourceSquare(wide, zoomed)).toEqual({ x: 300, y: 100, side: 200 });
    expect(zoomCrop(wide, zoomed, 99).zoom).toBe(maxZoom);
    expect(zoomCrop(wide, zoomed, 0.2).zoom).toBe(1);
  });

  it('pulls a zoomed-out crop back inside the image', () => {
    const atEdge = moveCrop(wide, zoomCrop(wide, initialCrop(wide), 2), 5000, 5000, 200);
    expect(clampCrop(wide, { ...atEdge, zoom: 1 })).toEqual({ centerX: 200, centerY: 200, zoom: 1 });
  });
});

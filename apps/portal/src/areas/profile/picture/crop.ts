/**
 * The crop frame's geometry (ADR 050): which square of the chosen image the frame shows, as a centre in
 * image pixels and a zoom (1 = the image's shorter side fills the frame). Kept apart from the frame's size
 * on screen, so moving by pointer or keyboard and the canvas crop share one model and can be tested.
 */

/** The crop: centre of the square in image pixels and the zoom (≥ 1). */
export interface Crop {
  readonly centerX: number;
  readonly centerY: number;
  readonly zoom: number;
}

/** An image's natural size in pixels. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** The smallest and largest zoom, and one keyboard step of it. */
export const minZoom = 1;
export const maxZoom = 4;
export const zoomStep = 0.1;

/** Pixels on screen one arrow key moves the picture (ten times that with Shift). */
export const moveStep = 8;

/** Half the side of the square the crop covers, in image pixels. */
const halfSide = (image: ImageSize, zoom: number) => Math.min(image.width, image.height) / (2 * zoom);

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The crop with its zoom within bounds and its square inside the image. */
export function clampCrop(image: ImageSize, crop: Crop): Crop {
  const zoom = clamp(crop.zoom, minZoom, maxZoom);
  const half = halfSide(image, zoom);
  return {
    zoom,
    centerX: clamp(crop.centerX, half, image.width - half),
    centerY: clamp(crop.centerY, half, image.height - half),
  };
}

/** The crop a freshly chosen image starts with: its centred square, not zoomed. */
export const initialCrop = (image: ImageSize): Crop => ({
  centerX: image.width / 2,
  centerY: image.height / 2,
  zoom: minZoom,
});

/** Screen pixels per image pixel for a frame of `frameSide` screen pixels. */
export const scaleOf = (image: ImageSize, crop: Crop, frameSide: number): number =>
  (frameSide * crop.zoom) / Math.min(image.width, image.height);

/**
 * Moves the picture by a distance on screen (a drag or an arrow key): dragging right shows more of the
 * left, so the centre moves the other way.
 */
export function moveCrop(image: ImageSize, crop: Crop, dx: number, dy: number, frameSide: number): Crop {
  const scale = scaleOf(image, crop, frameSide);
  return clampCrop(image, {
    ...crop,
    centerX: crop.centerX - dx / scale,
    centerY: crop.centerY - dy / scale,
  });
}

/** Zooms about the frame's centre (the point in the middle stays in the middle). */
export const zoomCrop = (image: ImageSize, crop: Crop, zoom: number): Crop =>
  clampCrop(image, { ...crop, zoom });

/** Where the image sits in the frame: its top-left corner and its size, in screen pixels. */
export function placement(image: ImageSize, crop: Crop, frameSide: number) {
  const scale = scaleOf(image, crop, frameSide);
  return {
    left: frameSide / 2 - crop.centerX * scale,
    top: frameSide / 2 - crop.centerY * scale,
    width: image.width * scale,
    height: image.height * scale,
  };
}

/** The square of the image to draw on the canvas: its top-left corner and side in image pixels. */
export function sourceSquare(image: ImageSize, crop: Crop) {
  const half = halfSide(image, crop.zoom);
  return { x: crop.centerX - half, y: crop.centerY - half, side: 2 * half };
}

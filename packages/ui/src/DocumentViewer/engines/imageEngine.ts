import { prepareCanvas, ViewerLoadError, type EngineSource, type ViewerEngine } from './types.ts';

/** Opens a PNG or JPEG as a one-page document; 100 % is the image's natural size. */
export async function openImage(src: EngineSource): Promise<ViewerEngine> {
  const image = new Image();
  image.decoding = 'async';
  // An image element may show a blob URL (img-src), so bytes are shown through one, revoked on destroy.
  const url = typeof src === 'string' ? null : URL.createObjectURL(src);
  image.src = url ?? (src as string);
  try {
    await image.decode();
  } catch (cause) {
    if (url) URL.revokeObjectURL(url);
    throw new ViewerLoadError(`image: ${String(cause)}`);
  }
  const size = { width: image.naturalWidth, height: image.naturalHeight };
  return {
    pages: [size],
    render(_index, canvas, zoom) {
      const width = size.width * zoom;
      const height = size.height * zoom;
      prepareCanvas(canvas, width, height).drawImage(image, 0, 0, width, height);
      return Promise.resolve(size);
    },
    destroy() {
      image.src = '';
      if (url) URL.revokeObjectURL(url);
    },
  };
}

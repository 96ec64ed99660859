import { prepareCanvas, ViewerLoadError, type ViewerEngine } from './types.ts';

/** Opens a PNG or JPEG as a one-page document; 100 % is the image's natural size. */
export async function openImage(src: string): Promise<ViewerEngine> {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  try {
    await image.decode();
  } catch (cause) {
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
    },
  };
}

import { analysisSize, legibilityProblems, measureGray, toGray } from './legibility.ts';
import type { LegibilityAnswer, LegibilityRequest } from './checkLegibility.ts';

// The dedicated worker's scope, typed by hand: the portal compiles against the DOM library only.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LegibilityRequest>) => void) | null;
  postMessage: (answer: LegibilityAnswer) => void;
};

/**
 * Decodes a photo, scales it to the analysis size on an OffscreenCanvas and measures it (ADR 040), all
 * off the main thread: a 12-megapixel decode and a million-pixel Laplacian would otherwise freeze the
 * capture sheet.
 */
scope.onmessage = (event) => {
  const { id, file } = event.data;
  void (async () => {
    try {
      const bitmap = await createImageBitmap(file);
      const original = { width: bitmap.width, height: bitmap.height };
      const size = analysisSize(bitmap.width, bitmap.height);
      const canvas = new OffscreenCanvas(size.width, size.height);
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('No 2D context in the worker.');
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      bitmap.close();
      const pixels = context.getImageData(0, 0, size.width, size.height).data;
      const metrics = measureGray(toGray(pixels), size.width, size.height, original);
      scope.postMessage({ id, ok: true, metrics, problems: legibilityProblems(metrics) });
    } catch (error) {
      scope.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  })();
};

import { memo, useEffect, useRef } from 'react';
import * as styles from './DocumentViewer.css.ts';
import type { PageSize, ViewerEngine } from './engines/types.ts';

/** Props of {@link ViewerPage}. */
export interface ViewerPageProps {
  readonly engine: ViewerEngine;
  /** 0-based page index. */
  readonly index: number;
  /** The page's size at 100 %. */
  readonly size: PageSize;
  /** 1 = 100 %. */
  readonly scale: number;
  readonly rotation: 0 | 90 | 180 | 270;
  /** Near the viewport: only active pages hold a canvas. */
  readonly active: boolean;
  /** Accessible name of the page image; thumbnails leave it to their button. */
  readonly label?: string;
  readonly onSize?: (index: number, size: PageSize) => void;
  /** Called each time the page has been drawn. */
  readonly onDrawn?: (index: number) => void;
  readonly onError: () => void;
}

/** One page box, sized for zoom and rotation; draws its canvas only while active. */
export const ViewerPage = memo(function ViewerPage({
  engine,
  index,
  size,
  scale,
  rotation,
  active,
  label,
  onSize,
  onDrawn,
  onError,
}: ViewerPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const width = size.width * scale;
  const height = size.height * scale;
  const turned = rotation === 90 || rotation === 270;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!active || !canvas) return;
    const controller = new AbortController();
    // A redraw (zoom, another page) is not drawn until it finishes: tests wait on this mark.
    delete canvas.dataset['drawn'];
    engine.render(index, canvas, scale, controller.signal).then(
      (actual) => {
        if (controller.signal.aborted) return;
        canvas.dataset['drawn'] = 'true'; // for tests and the viewer benchmark
        onSize?.(index, actual);
        onDrawn?.(index);
      },
      () => {
        if (!controller.signal.aborted) onError();
      },
    );
    return () => {
      controller.abort();
    };
  }, [engine, index, scale, active, onSize, onDrawn, onError]);

  return (
    <div
      className={styles.page}
      data-rotation={rotation}
      data-rendered={active || undefined}
      style={{ width: turned ? height : width, height: turned ? width : height }}
      {...(label ? { role: 'img', 'aria-label': label } : {})}
    >
      {active ? (
        <canvas ref={canvasRef} className={styles.canvas} style={{ width, height }} aria-hidden="true" />
      ) : null}
    </div>
  );
});

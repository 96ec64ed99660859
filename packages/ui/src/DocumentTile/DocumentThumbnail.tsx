import { viewerKind } from '@freightkit/domain';
import { useEffect, useRef, useState } from 'react';
import * as styles from './DocumentTile.css.ts';
import { inThumbnailQueue } from './thumbnailQueue.ts';

/** Props of {@link DocumentThumbnail}. */
export interface DocumentThumbnailProps {
  /** Where the file is; nothing is drawn without it. */
  readonly src?: string | null;
  /** The file's bytes, when held already: PDF and TIFF pages are drawn from these instead of fetching `src`. */
  readonly file?: Blob | null;
  /** The file's extension: images show as is, PDF and TIFF show their first page. */
  readonly extension?: string | null;
  /** Edge of the square to fit the first page into when the box has no layout size yet, in CSS pixels. */
  readonly size: number;
}

/**
 * A document's first page, drawn only once the tile scrolls into view. PDF and TIFF thumbnails load
 * the viewer engines on demand (a separate chunk), so a page of tiles costs nothing until seen, and draw
 * one at a time through the same bounded engines as the viewer.
 */
export function DocumentThumbnail({ src, file, extension, size }: DocumentThumbnailProps) {
  const kind = viewerKind(extension);
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [seen, setSeen] = useState(false);
  const [state, setState] = useState<'idle' | 'ready' | 'failed'>('idle');

  useEffect(() => {
    const box = boxRef.current;
    if (!box || seen) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, [seen]);

  useEffect(() => {
    const source = file ?? src;
    if (!seen || !source || (kind !== 'pdf' && kind !== 'tiff')) return;
    const run = { cancelled: false };
    const alive = () => !run.cancelled;
    // One thumbnail decodes at a time; a tile scrolled away (or unmounted) before its turn costs nothing.
    void inThumbnailQueue(async () => {
      if (!alive()) return;
      let destroy: (() => void) | undefined;
      try {
        const { openEngine } = await import('../DocumentViewer/engines/openEngine.ts');
        const engine = await openEngine(kind, source);
        destroy = () => {
          engine.destroy();
        };
        const first = engine.pages[0];
        const canvas = canvasRef.current;
        if (!alive() || !first || !canvas) return;
        const box = boxRef.current;
        const fitWidth = box?.clientWidth || size;
        const fitHeight = box?.clientHeight || size;
        const scale = Math.min(fitWidth / first.width, fitHeight / first.height);
        await engine.render(0, canvas, scale);
        canvas.style.width = `${first.width * scale}px`;
        canvas.style.height = `${first.height * scale}px`;
        if (alive()) setState('ready');
      } catch {
        // A file that cannot be drawn shows the tile's broken state; the list around it carries on.
        if (alive()) setState('failed');
      } finally {
        destroy?.();
      }
    });
    return () => {
      run.cancelled = true;
    };
  }, [seen, src, file, kind, size]);

  return (
    <div ref={boxRef} className={styles.thumbnail} data-state={state} aria-hidden="true">
      {seen && src && kind === 'image' ? (
        <img
          className={styles.thumbnailImage}
          src={src}
          alt=""
          onLoad={() => {
            setState('ready');
          }}
          onError={() => {
            setState('failed');
          }}
        />
      ) : null}
      {seen && (file ?? src) && (kind === 'pdf' || kind === 'tiff') ? (
        <canvas ref={canvasRef} className={styles.thumbnailImage} />
      ) : null}
    </div>
  );
}

import {
  canPrint,
  downloadFileName,
  msg,
  renderMessage,
  stepZoom,
  rotate as rotateBy,
  viewerDefaultZoom,
  viewerErrorBar,
  viewerKind,
  viewerPreflight,
  viewerZoomLevels,
  type UserMessage,
} from '@freightkit/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '../Dialog/Dialog.tsx';
import { useDocumentText } from '../documentMessages/useDocumentText.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import type { DocumentViewerProps } from './DocumentViewerProps.ts';
import * as styles from './DocumentViewer.css.ts';
import { openEngine } from './engines/openEngine.ts';
import type { PageSize, ViewerEngine } from './engines/types.ts';
import { ViewerPage } from './ViewerPage.tsx';

type Rotation = 0 | 90 | 180 | 270;

/** Width of a thumbnail page in CSS pixels. */
const thumbnailWidth = 96;

/** Starts a download of `src` named `name` through a temporary link. */
function downloadByLink(src: string, name: string) {
  const link = document.createElement('a');
  link.href = src;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Prints a PDF through a hidden frame (the browser's own PDF printing). */
function printPdf(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.src = src;
    frame.onload = () => {
      try {
        frame.contentWindow?.print();
        resolve();
      } catch (cause) {
        reject(cause instanceof Error ? cause : new Error(String(cause)));
      } finally {
        window.setTimeout(() => {
          frame.remove();
        }, 60_000);
      }
    };
    document.body.append(frame);
  });
}

/**
 * The viewer dialog itself (heavy: opens pdf.js or the TIFF worker on demand). Import
 * {@link DocumentViewer}, the lazy wrapper, instead.
 */
export default function DocumentViewerDialog({
  open,
  onOpenChange,
  src,
  file,
  fileName,
  extension,
  documentType,
  initialZoom = viewerDefaultZoom,
  onDownload,
  onPrint,
  className,
}: DocumentViewerProps) {
  const t = useDocumentText();
  const kind = viewerKind(extension);
  const preflight = useMemo(() => viewerPreflight({ extension, fileURL: src }), [extension, src]);
  const [engine, setEngine] = useState<ViewerEngine | null>(null);
  const [error, setError] = useState<UserMessage | null>(preflight);
  const [zoom, setZoom] = useState(initialZoom);
  const [rotation, setRotation] = useState<Rotation>(0);
  const [current, setCurrent] = useState(0);
  const [sizes, setSizes] = useState<readonly PageSize[]>([]);
  const [visible, setVisible] = useState<ReadonlySet<number>>(new Set());
  const [thumbsVisible, setThumbsVisible] = useState<ReadonlySet<number>>(new Set());
  const pagesRef = useRef<HTMLDivElement>(null);
  const sidebarRef = useRef<HTMLDivElement>(null);
  const pageElements = useRef(new Map<number, HTMLElement>());
  const thumbElements = useRef(new Map<number, HTMLElement>());
  const title = fileName?.trim() || downloadFileName({ name: fileName, extension, type: documentType });

  useEffect(() => {
    const source = file ?? src;
    if (preflight || !kind || !source || !open) return;
    let cancelled = false;
    let opened: ViewerEngine | null = null;
    openEngine(kind, source).then(
      (result) => {
        if (cancelled) {
          result.destroy();
          return;
        }
        opened = result;
        setSizes(result.pages);
        setCurrent(0);
        setEngine(result);
      },
      () => {
        if (!cancelled) setError(msg('viewer.loadFailed'));
      },
    );
    return () => {
      cancelled = true;
      opened?.destroy();
    };
  }, [kind, src, file, open, preflight]);

  // Which pages (and thumbnails) are near the viewport: only those get a canvas.
  const observe = useCallback(
    (
      root: HTMLElement | null,
      elements: Map<number, HTMLElement>,
      update: (set: ReadonlySet<number>) => void,
    ) => {
      if (!root || !engine) return undefined;
      const shown = new Set<number>();
      const observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset['index']);
            if (entry.isIntersecting) shown.add(index);
            else shown.delete(index);
          }
          update(new Set(shown));
        },
        { root, rootMargin: '200px 0px' },
      );
      for (const element of elements.values()) observer.observe(element);
      return () => {
        observer.disconnect();
      };
    },
    [engine],
  );
  useEffect(() => observe(pagesRef.current, pageElements.current, setVisible), [observe, zoom, rotation]);
  useEffect(() => observe(sidebarRef.current, thumbElements.current, setThumbsVisible), [observe]);

  const onPageSize = useCallback((index: number, size: PageSize) => {
    setSizes((previous) => {
      const old = previous[index];
      if (old && old.width === size.width && old.height === size.height) return previous;
      const next = [...previous];
      next[index] = size;
      return next;
    });
  }, []);

  // The current page is the first one not yet scrolled past (its lower part still in view).
  const onScroll = useCallback(() => {
    const root = pagesRef.current;
    if (!root) return;
    const top = root.getBoundingClientRect().top + root.clientHeight / 4;
    let page = Number.POSITIVE_INFINITY;
    for (const [index, element] of pageElements.current) {
      if (element.getBoundingClientRect().bottom > top && index < page) page = index;
    }
    if (Number.isFinite(page)) setCurrent(page);
  }, []);

  const goTo = (index: number) => {
    const target = Math.max(0, Math.min(sizes.length - 1, index));
    setCurrent(target);
    pageElements.current.get(target)?.scrollIntoView({ block: 'start' });
  };

  const onPagesKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') setZoom((z) => stepZoom(z, 'in'));
    else if (event.key === '-') setZoom((z) => stepZoom(z, 'out'));
    else return;
    event.preventDefault();
  };

  const download = async () => {
    try {
      if (onDownload) await onDownload();
      else if (src) downloadByLink(src, downloadFileName({ name: fileName, extension, type: documentType }));
    } catch (cause) {
      console.error('Document download failed', cause); // spec 2 §8: only logged
    }
  };
  const print = async () => {
    try {
      if (onPrint) await onPrint();
      else if (src) await printPdf(src);
    } catch (cause) {
      console.error('Document print failed', cause); // spec 2 §8: only logged
    }
  };

  const pageCount = sizes.length;
  const errorText = error
    ? t(viewerErrorBar(error, (m) => renderMessage(t, m)).key, { message: renderMessage(t, error) })
    : null;
  const scale = zoom / 100;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="full" className={className}>
      <div className={styles.viewer} aria-busy={!engine && !error ? true : undefined}>
        <div className={styles.toolbar} role="toolbar" aria-label={t('kit.viewer.toolbar')}>
          <div className={styles.group}>
            <IconButton
              icon="chevronUp"
              label={t('viewer.previousPage')}
              size="small"
              disabled={!engine || current <= 0}
              onClick={() => {
                goTo(current - 1);
              }}
            />
            <span className={styles.pageStatus} aria-live="polite">
              {engine ? t('viewer.pageOf', { page: current + 1, pages: pageCount }) : null}
            </span>
            <IconButton
              icon="chevronDown"
              label={t('viewer.nextPage')}
              size="small"
              disabled={!engine || current >= pageCount - 1}
              onClick={() => {
                goTo(current + 1);
              }}
            />
          </div>
          <div className={styles.group}>
            <IconButton
              icon="zoomOut"
              label={t('kit.viewer.zoomOut')}
              size="small"
              disabled={zoom <= Math.min(...viewerZoomLevels)}
              onClick={() => {
                setZoom((z) => stepZoom(z, 'out'));
              }}
            />
            <select
              className={styles.zoomSelect}
              aria-label={t('viewer.zoom')}
              value={zoom}
              onChange={(event) => {
                setZoom(Number(event.target.value));
              }}
            >
              {viewerZoomLevels.map((level) => (
                <option key={level} value={level}>
                  {t('viewer.zoomLevel', { percent: level })}
                </option>
              ))}
            </select>
            <IconButton
              icon="zoomIn"
              label={t('kit.viewer.zoomIn')}
              size="small"
              disabled={zoom >= Math.max(...viewerZoomLevels)}
              onClick={() => {
                setZoom((z) => stepZoom(z, 'in'));
              }}
            />
          </div>
          <div className={styles.group}>
            <IconButton
              icon={<Icon name="rotate" size="small" className={styles.mirrored} />}
              label={t('viewer.rotateLeft')}
              size="small"
              onClick={() => {
                setRotation((r) => rotateBy(r, 'left'));
              }}
            />
            <IconButton
              icon="rotate"
              label={t('viewer.rotateRight')}
              size="small"
              onClick={() => {
                setRotation((r) => rotateBy(r, 'right'));
              }}
            />
          </div>
          <div className={styles.group}>
            <IconButton
              icon="download"
              label={t('viewer.download')}
              size="small"
              disabled={!src}
              onClick={() => void download()}
            />
            {canPrint(extension) ? (
              <IconButton
                icon="print"
                label={t('viewer.print')}
                size="small"
                disabled={!engine}
                onClick={() => void print()}
              />
            ) : null}
          </div>
        </div>
        {errorText ? (
          <div role="alert" className={styles.errorBar}>
            {errorText}
          </div>
        ) : null}
        <div className={styles.body}>
          {engine && pageCount > 1 ? (
            <nav ref={sidebarRef} className={styles.sidebar} aria-label={t('viewer.thumbnails')}>
              <ol className={styles.thumbnailList}>
                {sizes.map((size, index) => (
                  <li
                    key={index}
                    data-index={index}
                    ref={(element) => {
                      if (element) thumbElements.current.set(index, element);
                      else thumbElements.current.delete(index);
                    }}
                  >
                    <button
                      type="button"
                      className={styles.thumbnail}
                      aria-current={index === current ? 'page' : undefined}
                      aria-label={t('kit.viewer.page', { page: index + 1 })}
                      onClick={() => {
                        goTo(index);
                      }}
                    >
                      <ViewerPage
                        engine={engine}
                        index={index}
                        size={size}
                        scale={thumbnailWidth / size.width}
                        rotation={rotation}
                        active={thumbsVisible.has(index)}
                        onError={() => {
                          setError(msg('viewer.loadFailed'));
                        }}
                      />
                      <span aria-hidden="true">{index + 1}</span>
                    </button>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {/* A scrollable region must be keyboard reachable (WCAG 2.1.1); + and - zoom from it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <div
            ref={pagesRef}
            className={styles.pages}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label={t('kit.viewer.pages')}
            onScroll={onScroll}
            onKeyDown={onPagesKeyDown}
          >
            {engine ? (
              <div className={styles.pageColumn}>
                {sizes.map((size, index) => (
                  <div
                    key={index}
                    data-index={index}
                    ref={(element) => {
                      if (element) pageElements.current.set(index, element);
                      else pageElements.current.delete(index);
                    }}
                  >
                    <ViewerPage
                      engine={engine}
                      index={index}
                      size={size}
                      scale={scale}
                      rotation={rotation}
                      active={visible.has(index)}
                      label={t('kit.viewer.page', { page: index + 1 })}
                      onSize={onPageSize}
                      onError={() => {
                        setError(msg('viewer.loadFailed'));
                      }}
                    />
                  </div>
                ))}
              </div>
            ) : !error ? (
              <p role="status" className={styles.status}>
                {t('kit.viewer.loading')}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </Dialog>
  );
}

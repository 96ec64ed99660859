import {
  displayFileName,
  downloadFileName,
  msg,
  rotate as rotateBy,
  stepZoom,
  viewerDefaultZoom,
  viewerKind,
  viewerPreflight,
  type UserMessage,
} from '@freightkit/domain';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import type { DocumentViewerProps } from './DocumentViewerProps.ts';
import { openEngine } from './engines/openEngine.ts';
import type { PageSize, ViewerEngine } from './engines/types.ts';
import { downloadByLink, printPdf } from './fileActions.ts';

/** A page's rotation in degrees. */
export type Rotation = 0 | 90 | 180 | 270;

/** What the viewer's hook needs of its props. */
export type DocumentViewerInput = Pick<
  DocumentViewerProps,
  | 'open'
  | 'src'
  | 'file'
  | 'fileName'
  | 'extension'
  | 'documentType'
  | 'initialZoom'
  | 'onDownload'
  | 'onPrint'
>;

/** Page 1 alone: what is near the viewport before the observer first reports. */
const firstPageOnly: ReadonlySet<number> = new Set([0]);

/**
 * How many page boxes and thumbnails render before the first page is drawn (a viewer opens at the top, and
 * more than this does not fit its first screen at the default zoom); the rest render once it is drawn, in a
 * transition, so a 200-page file does not hold its first page back behind 400 boxes (ADR 065).
 */
export const pagesBeforeFirstDraw = 4;

/**
 * Which items of a list (pages or thumbnails) are near its scrolling box's viewport: only those get a
 * canvas. The box and the items register themselves through callback refs; an item that mounts after the
 * observer started (the pages past the first few, ADR 065) is observed as it registers.
 */
function useNearViewport(
  engine: ViewerEngine | null,
  layoutKey: string,
  initial: ReadonlySet<number> = new Set(),
) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [elements] = useState(() => new Map<number, HTMLElement>());
  const [near, setNear] = useState<ReadonlySet<number>>(initial);
  const observerRef = useRef<IntersectionObserver | null>(null);
  // What the current observer watches. The items' callback refs run again on every render (React detaches and
  // re-attaches an inline ref), so an item is observed once: observing it again would report it again, and
  // that report re-renders the list, every frame.
  const watched = useRef(new WeakSet<HTMLElement>());
  useEffect(() => {
    if (!root || !engine) return undefined;
    const shown = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset['index']);
          if (entry.isIntersecting) shown.add(index);
          else shown.delete(index);
        }
        const next = new Set(shown);
        // Which pages hold a canvas is not urgent: the re-render of hundreds of boxes yields as it goes.
        startTransition(() => {
          setNear(next);
        });
      },
      { root, rootMargin: '200px 0px' },
    );
    for (const element of elements.values()) observer.observe(element);
    observerRef.current = observer;
    watched.current = new WeakSet(elements.values());
    return () => {
      observerRef.current = null;
      observer.disconnect();
    };
    // The layout key (zoom, rotation) changes the items' boxes, so the observer starts again.
  }, [root, engine, elements, layoutKey]);
  /** Registers the element of item `index` (called from a callback ref; `null` when it unmounts). */
  const register = useCallback(
    (index: number, element: HTMLElement | null) => {
      if (!element) {
        elements.delete(index);
        return;
      }
      elements.set(index, element);
      const observer = observerRef.current;
      if (observer && !watched.current.has(element)) {
        watched.current.add(element);
        observer.observe(element);
      }
    },
    [elements],
  );
  /**
   * Registers the scrolling box (a callback ref). React calls it while committing, where a plain state update
   * would re-render the whole dialog synchronously, in one long task; as a transition it re-renders in slices.
   */
  const registerRoot = useCallback((element: HTMLElement | null) => {
    startTransition(() => {
      setRoot(element);
    });
  }, []);
  return { root, setRoot: registerRoot, elements, near, register };
}

/**
 * The document viewer's state and actions: opens the engine for the file (pdf.js, the TIFF worker or an
 * image) when the dialog opens and closes it after, tracks zoom, rotation, the current page, each page's
 * size and which pages and thumbnails are near the viewport, and runs download and print. The dialog is a
 * thin view over what this returns: the state, and the bindings its elements hand back through callback refs
 * (kept apart, so reading the state during render never touches what only refs may use).
 */
export function useDocumentViewer({
  open,
  src,
  file,
  fileName,
  extension,
  documentType,
  initialZoom = viewerDefaultZoom,
  onDownload,
  onPrint,
}: DocumentViewerInput) {
  const kind = viewerKind(extension);
  const preflight = useMemo(() => viewerPreflight({ extension, fileURL: src }), [extension, src]);
  const [engine, setEngine] = useState<ViewerEngine | null>(null);
  const [error, setError] = useState<UserMessage | null>(preflight);
  const [zoom, setZoom] = useState(initialZoom);
  const [rotation, setRotation] = useState<Rotation>(0);
  const [current, setCurrent] = useState(0);
  const [sizes, setSizes] = useState<readonly PageSize[]>([]);
  // Thumbnails wait until a page is on screen: they would compete with it for pdf.js's worker and the
  // main thread (ADR 060).
  const [pageDrawn, setPageDrawn] = useState(false);
  // The viewer opens at the top: page 1 draws as soon as the file is open, without waiting for the observer.
  const pages = useNearViewport(engine, `${zoom}:${rotation}`, firstPageOnly);
  const thumbnails = useNearViewport(engine, '');
  const title =
    displayFileName(fileName ?? '').trim() ||
    downloadFileName({ name: fileName, extension, type: documentType });

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
        // Hundreds of page boxes render in a transition, which yields to the browser as it goes.
        startTransition(() => {
          setSizes(result.pages);
          setCurrent(0);
          setEngine(result);
        });
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

  const onPageSize = useCallback((index: number, size: PageSize) => {
    startTransition(() => {
      setSizes((previous) => {
        const old = previous[index];
        if (old && old.width === size.width && old.height === size.height) return previous;
        const next = [...previous];
        next[index] = size;
        return next;
      });
    });
  }, []);

  const onPageDrawn = useCallback(() => {
    startTransition(() => {
      setPageDrawn(true);
    });
  }, []);

  const onPageError = useCallback(() => {
    setError(msg('viewer.loadFailed'));
  }, []);

  // The current page is the first one not yet scrolled past (its lower part still in view).
  const onScroll = useCallback(() => {
    const root = pages.root;
    if (!root) return;
    const top = root.getBoundingClientRect().top + root.clientHeight / 4;
    let page = Number.POSITIVE_INFINITY;
    for (const [index, element] of pages.elements) {
      if (element.getBoundingClientRect().bottom > top && index < page) page = index;
    }
    if (Number.isFinite(page)) setCurrent(page);
  }, [pages.root, pages.elements]);

  const goTo = (index: number) => {
    const target = Math.max(0, Math.min(sizes.length - 1, index));
    setCurrent(target);
    pages.elements.get(target)?.scrollIntoView({ block: 'start' });
  };

  const zoomIn = () => {
    setZoom((z) => stepZoom(z, 'in'));
  };
  const zoomOut = () => {
    setZoom((z) => stepZoom(z, 'out'));
  };

  /** `+`/`=` and `-` zoom while the pages region has focus. */
  const onPagesKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-') zoomOut();
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

  const state = {
    title,
    engine,
    error,
    zoom,
    setZoom,
    zoomIn,
    zoomOut,
    rotation,
    rotateLeft: () => {
      setRotation((r) => rotateBy(r, 'left'));
    },
    rotateRight: () => {
      setRotation((r) => rotateBy(r, 'right'));
    },
    current,
    goTo,
    sizes,
    /** The page boxes (and thumbnails) to render now: the first few until a page is drawn, then all. */
    shownPages: pageDrawn || error ? sizes : sizes.slice(0, pagesBeforeFirstDraw),
    nearPages: pages.near,
    nearThumbnails: thumbnails.near,
    pageDrawn,
    onPageSize,
    onPageDrawn,
    onPageError,
    onScroll,
    onPagesKeyDown,
    download,
    print,
  };
  /** What the view's elements hand back through callback refs: the scrolling boxes and each page in them. */
  const bind = {
    pagesBox: pages.setRoot,
    page: pages.register,
    thumbnailsBox: thumbnails.setRoot,
    thumbnail: thumbnails.register,
  };
  return [state, bind] as const;
}

/** The state and actions {@link useDocumentViewer} hands the view. */
export type DocumentViewerState = ReturnType<typeof useDocumentViewer>[0];

/** The element bindings {@link useDocumentViewer} hands the view (for callback refs only). */
export type DocumentViewerBind = ReturnType<typeof useDocumentViewer>[1];

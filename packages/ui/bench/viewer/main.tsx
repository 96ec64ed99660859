/**
 * Bench page for `pnpm --filter @freightkit/ui bench:viewer` (built for production, served under the portal's
 * CSP). `?case=ours-pdf`, `?case=pdfjs-pdf` (pdf.js's own viewer) or `?case=ours-tiff`. Our cases mount the kit
 * (`UiProvider`) with an open button first, as a screen of the portal is already there when a user opens a
 * document, set `window.__ready`, and wait for the driver to click the button (after hovering it, or without:
 * the hover warms the viewer, ADR 060). The time runs from the click to the first drawn page; long tasks are
 * counted from the click. pdf.js's viewer is timed from when it starts loading. Each case writes its result to
 * `window.__bench` for the Playwright driver.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { carrierTheme } from '../../src/themes/carrier.css.ts';
import { DocumentViewer, preloadDocumentViewer } from '../../src/DocumentViewer/index.ts';
import { UiProvider } from '../../src/UiProvider/UiProvider.tsx';

type BenchResult = {
  firstPageMs?: number;
  longTasks?: { count: number; totalMs: number; maxMs: number; at: string[] };
  error?: string;
};
const win = window as unknown as { __bench?: BenchResult; __ready?: boolean };
const params = new URLSearchParams(location.search);
const which = params.get('case') ?? 'ours-pdf';
const root = document.getElementById('root')!;

/** Resolves when a drawn page canvas (data-drawn) shows up in the viewer's pages region. */
function firstDrawnPage(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (document.querySelector('[role="region"] canvas[data-drawn="true"]')) {
        observer.disconnect();
        resolve();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-drawn'],
    });
    check();
  });
}

/** An open button as a documents list has one: hovering or focusing it warms the viewer (ADR 060). */
function Harness({ src, extension, onOpen }: { src: string; extension: string; onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        id="open"
        onPointerEnter={() => {
          preloadDocumentViewer(extension);
        }}
        onFocus={() => {
          preloadDocumentViewer(extension);
        }}
        onClick={() => {
          onOpen();
          setOpen(true);
        }}
      >
        Open
      </button>
      <DocumentViewer
        open={open}
        onOpenChange={setOpen}
        src={src}
        fileName={`bench.${extension}`}
        extension={extension}
        documentType={12}
      />
    </>
  );
}

/** Long tasks (over 50 ms) on the main thread from `start()` on; `at` is `start+duration`, in ms from the start. */
function longTaskCounter() {
  const tasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  let startedAt = 0;
  return {
    start: () => {
      startedAt = performance.now();
      observer.observe({ type: 'longtask', buffered: false });
    },
    stop: () => {
      observer.disconnect();
      const durations = tasks.map((entry) => entry.duration);
      return {
        count: durations.length,
        totalMs: durations.reduce((a, b) => a + b, 0),
        maxMs: durations.length ? Math.max(...durations) : 0,
        at: tasks.map((entry) => `${(entry.startTime - startedAt).toFixed(0)}+${entry.duration.toFixed(0)}`),
      };
    },
  };
}

/** Mounts the harness, waits for the click, and times it to the first drawn page (then `settleMs` more). */
async function ours(src: string, extension: string, settleMs: number): Promise<BenchResult> {
  const longTasks = longTaskCounter();
  let start = 0;
  const clicked = new Promise<void>((resolve) => {
    createRoot(root).render(
      <UiProvider theme={carrierTheme}>
        <Harness
          src={src}
          extension={extension}
          onOpen={() => {
            start = performance.now();
            longTasks.start();
            resolve();
          }}
        />
      </UiProvider>,
    );
  });
  // Mounted and idle: the driver may hover and click now.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200)));
  win.__ready = true;
  await clicked;
  await firstDrawnPage();
  const firstPageMs = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return { firstPageMs, longTasks: longTasks.stop() };
}

async function pdfjsViewer(src: string): Promise<number> {
  const start = performance.now();
  const pdfjs = await import('pdfjs-dist');
  const workerUrl = (await import('pdfjs-dist/build/pdf.worker.min.mjs?url')).default;
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const { EventBus, PDFLinkService, PDFViewer } = await import('pdfjs-dist/web/pdf_viewer.mjs');
  await import('pdfjs-dist/web/pdf_viewer.css');
  // Built with the DOM API: a style attribute in markup is an inline style the CSP refuses.
  const container = document.createElement('div');
  container.id = 'viewerContainer';
  Object.assign(container.style, { position: 'absolute', inset: '0', overflow: 'auto' });
  const viewerBox = document.createElement('div');
  viewerBox.id = 'viewer';
  viewerBox.className = 'pdfViewer';
  container.append(viewerBox);
  root.append(container);
  const eventBus = new EventBus();
  const linkService = new PDFLinkService({ eventBus });
  const viewer = new PDFViewer({ container, eventBus, linkService });
  linkService.setViewer(viewer);
  const rendered = new Promise<void>((resolve) => {
    eventBus.on(
      'pagerendered',
      () => {
        resolve();
      },
      { once: true },
    );
  });
  const doc = await pdfjs.getDocument({ url: src }).promise;
  viewer.setDocument(doc);
  linkService.setDocument(doc);
  await rendered;
  return performance.now() - start;
}

async function run(): Promise<BenchResult> {
  if (which === 'pdfjs-pdf') return { firstPageMs: await pdfjsViewer('/generated/bench-200.pdf') };
  if (which === 'ours-pdf') return ours('/generated/bench-200.pdf', 'pdf', 0);
  // Let the neighbouring pages and thumbnails decode too, counting main-thread long tasks meanwhile.
  return ours('/generated/bench.tiff', 'tiff', 3000);
}

run().then(
  (result) => (win.__bench = result),
  (cause: unknown) => (win.__bench = { error: String(cause) }),
);

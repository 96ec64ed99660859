/**
 * Bench page for `pnpm --filter @freightkit/ui bench:viewer`. `?case=ours-pdf`, `?case=pdfjs-pdf` or
 * `?case=ours-tiff`; each case writes its result to `window.__bench` for the Playwright driver.
 */
import { createRoot } from 'react-dom/client';
import { carrierTheme } from '../../src/themes/carrier.css.ts';
import { DocumentViewer } from '../../src/DocumentViewer/index.ts';
import { UiProvider } from '../../src/UiProvider/UiProvider.tsx';

type BenchResult = {
  firstPageMs?: number;
  longTasks?: { count: number; totalMs: number; maxMs: number };
  error?: string;
};
const win = window as unknown as { __bench?: BenchResult };
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

async function ours(src: string, extension: string): Promise<number> {
  const start = performance.now();
  const drawn = firstDrawnPage();
  createRoot(root).render(
    <UiProvider theme={carrierTheme}>
      <DocumentViewer
        open
        onOpenChange={() => undefined}
        src={src}
        fileName={`bench.${extension}`}
        extension={extension}
        documentType={12}
      />
    </UiProvider>,
  );
  await drawn;
  return performance.now() - start;
}

async function pdfjsViewer(src: string): Promise<number> {
  const start = performance.now();
  const pdfjs = await import('pdfjs-dist');
  const workerUrl = (await import('pdfjs-dist/build/pdf.worker.min.mjs?url')).default;
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const { EventBus, PDFLinkService, PDFViewer } = await import('pdfjs-dist/web/pdf_viewer.mjs');
  await import('pdfjs-dist/web/pdf_viewer.css');
  root.innerHTML =
    '<div id="viewerContainer" style="position:absolute;inset:0;overflow:auto"><div id="viewer" class="pdfViewer"></div></div>';
  const container = document.getElementById('viewerContainer') as HTMLDivElement;
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
  const longTasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask', buffered: false });
  if (which === 'pdfjs-pdf') return { firstPageMs: await pdfjsViewer('/generated/bench-200.pdf') };
  if (which === 'ours-pdf') return { firstPageMs: await ours('/generated/bench-200.pdf', 'pdf') };
  const firstPageMs = await ours('/generated/bench.tiff', 'tiff');
  // Let the neighbouring pages and thumbnails decode too, then count main-thread long tasks.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  observer.disconnect();
  const durations = longTasks.map((entry) => entry.duration);
  return {
    firstPageMs,
    longTasks: {
      count: durations.length,
      totalMs: durations.reduce((a, b) => a + b, 0),
      maxMs: durations.length ? Math.max(...durations) : 0,
    },
  };
}

run().then(
  (result) => (win.__bench = result),
  (cause: unknown) => (win.__bench = { error: String(cause) }),
);

import type { LegibilityMetrics, LegibilityProblem } from './legibility.ts';

/** What the capture sheet asks the worker. */
export interface LegibilityRequest {
  readonly id: number;
  readonly file: Blob;
}

/** What the worker answers: the measures and problems, or why the picture could not be read. */
export type LegibilityAnswer =
  | {
      readonly id: number;
      readonly ok: true;
      readonly metrics: LegibilityMetrics;
      readonly problems: LegibilityProblem[];
    }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** The outcome of checking one page. */
export type LegibilityResult =
  | {
      readonly readable: true;
      readonly metrics: LegibilityMetrics;
      readonly problems: readonly LegibilityProblem[];
    }
  | { readonly readable: false }
  /** The check could not run (its worker did not load, e.g. offline before the app was cached). */
  | { readonly readable: 'unchecked' };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, (answer: LegibilityAnswer | null) => void>();

/** The one worker, started on the first check (so it loads only when a page is captured). */
function legibilityWorker(): Worker {
  if (worker === undefined) {
    worker = new Worker(new URL('./legibility.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<LegibilityAnswer>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
    };
    // A worker that cannot load never answers: every waiting page is told so (and the next check tries again).
    worker.onerror = () => {
      for (const settle of pending.values()) settle(null);
      pending.clear();
      worker?.terminate();
      worker = undefined;
    };
  }
  return worker;
}

/**
 * Checks a captured page off the main thread (ADR 040): too small, too dark, washed out or blurry.
 * Resolves `readable: false` when the browser cannot decode the file as a picture, and `'unchecked'`
 * when the check itself could not run (the page is then not held back).
 */
export function checkLegibility(file: Blob): Promise<LegibilityResult> {
  const id = ++nextId;
  return new Promise((resolve) => {
    pending.set(id, (answer) => {
      resolve(
        answer === null
          ? { readable: 'unchecked' }
          : answer.ok
            ? { readable: true, metrics: answer.metrics, problems: answer.problems }
            : { readable: false },
      );
    });
    legibilityWorker().postMessage({ id, file } satisfies LegibilityRequest);
  });
}

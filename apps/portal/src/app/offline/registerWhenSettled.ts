import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '../whenIdle.ts';

/** What {@link registerWhenSettled} waits on; the browser's by default, the test's in tests. */
export interface SettledSignals {
  /** Resolves once the document has loaded (its `load` event). */
  readonly loaded: Promise<void>;
  /** The page's queries: the first page has settled when none is fetching. */
  readonly queryClient: Pick<QueryClient, 'isFetching' | 'getQueryCache'>;
  /** Calls back in the browser's next idle period (`requestIdleCallback`, or a short timer without it). */
  readonly whenIdle: (callback: () => void) => void;
  /** Calls back after a delay (`setTimeout`): the longest wait for the queries. */
  readonly after: (ms: number, callback: () => void) => void;
}

/** The longest a page's queries hold the registration back (one that polls or never answers). */
export const settleTimeoutMs = 10_000;

/** The document's load, as a promise. */
function documentLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener(
      'load',
      () => {
        resolve();
      },
      { once: true },
    );
  });
}

/** The browser's signals: its load event, the page's queries, its idle periods and timers. */
export function browserSignals(queryClient: QueryClient): SettledSignals {
  return {
    loaded: documentLoaded(),
    queryClient,
    whenIdle: (callback) => {
      whenIdle(callback);
    },
    after: (ms, callback) => {
      window.setTimeout(callback, ms);
    },
  };
}

/** Resolves once no query is fetching, or after `settleTimeoutMs`, whichever comes first. */
function queriesSettled({ queryClient, after }: SettledSignals): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) {
      resolve();
      return;
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
    after(settleTimeoutMs, () => {
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Calls `register` (the offline shell's service worker, ADR 039) once the first page has settled: the
 * document loaded, the page's queries answered (or ten seconds gone by), then an idle moment (ADR 086).
 * Installing the worker stores every built file the shell needs offline, about 170 downloads written to
 * the cache; started at the `load` event (ADR 061), which this single-page app reaches before its data,
 * those ran beside the first page's answers and their rendering, and on this 2-core machine cost a phone's
 * simulated load 7–10 points of its score. The worker is for the next visit, so it can wait for this one.
 */
export function registerWhenSettled(register: () => void, signals: SettledSignals): void {
  void signals.loaded
    .then(() => queriesSettled(signals))
    .then(() => {
      signals.whenIdle(register);
    });
}

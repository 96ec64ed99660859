import { useEffect, useState } from 'react';

/** The longest an idle callback waits on a page that is never idle (one that keeps polling, animating). */
export const idleTimeoutMs = 2_000;

/**
 * Calls back in the browser's next idle period (`requestIdleCallback`, at most {@link idleTimeoutMs}
 * away), or after a short timer where there is none (Safari). Returns what cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(
      () => {
        callback();
      },
      { timeout: idleTimeoutMs },
    );
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const timer = window.setTimeout(callback, 200);
  return () => {
    window.clearTimeout(timer);
  };
}

/**
 * False in the render that mounts the component, true from the first idle moment after it: for work
 * the page does not draw with (the offline outbox), so its code and its start wait until the page has
 * been drawn (ADR 088).
 */
export function useIdleAfterMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setIdle(true);
      }),
    [],
  );
  return idle;
}

import type { ComponentType } from 'react';

/** Session-storage key marking that the page already reloaded once for a failed module load. */
const reloadMarker = 'freightkit.reloadedForChunk';

/** Whether an error is a failed dynamic import (a deploy replaced the chunk, or the network blipped). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    text,
  );
}

/**
 * Reloads the page once after a failed module load (spec 1 §2); a second failure in the same tab
 * session does not reload again (no loops) and returns false so the error screen shows instead.
 */
export function reloadOnceForChunkError(): boolean {
  try {
    if (window.sessionStorage.getItem(reloadMarker) !== null) return false;
    window.sessionStorage.setItem(reloadMarker, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Forgets the reload marker once modules load again, so a later deploy can reload once too. */
export function chunkLoadSucceeded(): void {
  try {
    window.sessionStorage.removeItem(reloadMarker);
  } catch {
    // Storage unavailable: nothing to forget.
  }
}

/**
 * A react-router `lazy` for one area: loads the module on demand, then hands its Component over.
 * A failed load reloads once; after that the route's error boundary shows the error screen.
 *
 * @example { path: 'dashboard/*', lazy: lazyArea(() => import('../areas/dashboard/DashboardArea.tsx')) }
 */
export function lazyArea(load: () => Promise<{ Component: ComponentType }>) {
  return async () => {
    try {
      const module = await load();
      chunkLoadSucceeded();
      return { Component: module.Component };
    } catch (error) {
      if (isChunkLoadError(error) && reloadOnceForChunkError()) {
        // The page is going away; never settle so nothing renders in between.
        return new Promise<never>(() => undefined);
      }
      throw error;
    }
  };
}

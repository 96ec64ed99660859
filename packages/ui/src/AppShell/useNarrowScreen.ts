import { narrowScreenPx } from '@freightkit/domain';
import { useSyncExternalStore } from 'react';

/** The media query of the spec's narrow screens (below 900 px, spec 1 §2). */
export const narrowScreenQuery = `(max-width: ${narrowScreenPx - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(narrowScreenQuery);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

const snapshot = (): boolean => window.matchMedia(narrowScreenQuery).matches;
const serverSnapshot = (): boolean => false;

/**
 * Whether the viewport is narrower than the spec's narrow-screen breakpoint, updated on resize.
 * Components that change structure (not just style) on narrow screens read it; pure layout changes
 * use the same breakpoint in CSS.
 *
 * @example
 * const narrow = useNarrowScreen();
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

import { useSyncExternalStore } from 'react';
import { media } from '../theme/breakpoints.ts';

// The theme's one definition of the query, so the provider and any CSS use the same one.
const query = media.reducedMotion;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !('matchMedia' in window)) return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => {
    list.removeEventListener('change', onChange);
  };
}

const snapshot = () =>
  typeof window !== 'undefined' && 'matchMedia' in window && window.matchMedia(query).matches;

/** Whether the user asked the system for reduced motion (live: follows changes of the setting). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

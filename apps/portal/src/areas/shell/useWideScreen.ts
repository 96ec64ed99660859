import { narrowScreenPx } from '@freightkit/domain';
import { useSyncExternalStore } from 'react';

const query = `(min-width: ${narrowScreenPx}px)`;

function subscribe(listener: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', listener);
  return () => {
    media.removeEventListener('change', listener);
  };
}

/** Whether the viewport is at least the spec's narrow-screen breakpoint wide (900 px, spec 1 §2). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

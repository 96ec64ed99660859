import type { LocalizedCatalog } from '@freightkit/domain';
import { useSyncExternalStore } from 'react';

/** The areas' catalogs loaded so far, in the order they arrived; a new array on each arrival. */
let loaded: readonly LocalizedCatalog[] = [];
const listeners = new Set<() => void>();

/** Loads one chunk of texts once, adding its catalog to `loaded` when it arrives. */
function loader(load: () => Promise<LocalizedCatalog>): () => Promise<void> {
  let loading: Promise<void> | null = null;
  return () => {
    loading ??= load().then(
      (catalog) => {
        loaded = [...loaded, catalog];
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // A failed chunk load may be tried again by the next navigation (lazyArea reloads once).
        loading = null;
        throw error;
      },
    );
    return loading;
  };
}

/**
 * Loads the English texts of the areas a signed-in load most often starts on (`areaMessages.ts`, its own
 * chunk) once. The signed-in shell's route awaits it beside its code, so none of those areas' pages
 * renders before its texts are in the kit's catalogs (ADR 064).
 */
export const loadAreaMessages = loader(async () => ({
  en: (await import('./areaMessages.ts')).areaMessagesEn,
}));

/**
 * Loads the other signed-in areas' English texts (`moreAreaMessages.ts`) once: each of those areas' routes
 * awaits it beside its code (ADR 083), so the shell's first load does not carry them.
 */
export const loadMoreAreaMessages = loader(async () => ({
  en: (await import('./moreAreaMessages.ts')).moreAreaMessagesEn,
}));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => loaded;

/** The areas' catalogs loaded so far (empty at first); re-renders when another arrives. */
export function useAreaMessages(): readonly LocalizedCatalog[] {
  return useSyncExternalStore(subscribe, current, current);
}

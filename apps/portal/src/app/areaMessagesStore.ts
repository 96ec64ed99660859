import type { LocalizedCatalog } from '@freightkit/domain';
import { useSyncExternalStore } from 'react';

let loaded: LocalizedCatalog | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the signed-in areas' English texts (`areaMessages.ts`, its own chunk) once. The signed-in
 * shell's route awaits it beside its code, so no area's page renders before its texts are in the
 * kit's catalogs (ADR 064).
 */
export function loadAreaMessages(): Promise<void> {
  loading ??= import('./areaMessages.ts').then(({ areaMessagesEn }) => {
    loaded = { en: areaMessagesEn };
    for (const listener of listeners) listener();
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in areas' catalog once loaded, else null; re-renders when it arrives. */
export function useAreaMessages(): LocalizedCatalog | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
}

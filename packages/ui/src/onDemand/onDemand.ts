import { useEffect, useState } from 'react';

/**
 * A module the kit loads the first time it is needed (an overlay's first open, a tooltip's first show),
 * once, and reads synchronously after that. What a closed overlay renders does not need its library, so
 * the library stays off the first load of every page that only shows the closed control (ADR 080).
 */
export interface OnDemand<T> {
  /** Starts the load (once) and resolves with the module. A failed load may be tried again. */
  load(): Promise<T>;
  /** The module if it has arrived, else `undefined`. */
  current(): T | undefined;
  /** Asks for the module without waiting or reporting a failure: for a hover or a focus that may open next. */
  warm(): void;
}

/**
 * Wraps a dynamic import so it runs once, on first use, and is readable synchronously once loaded.
 *
 * @example
 * const menuParts = onDemand(() => import('./MenuParts.tsx'));
 * // later, on a click: void menuParts.load().then(open);
 */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | null = null;
  let loaded: T | undefined;
  const load = (): Promise<T> => {
    pending ??= importer().then(
      (module) => (loaded = module),
      (cause: unknown) => {
        pending = null; // a failed chunk load (a deploy, a dropped connection) is tried again next time
        throw cause;
      },
    );
    return pending;
  };
  return {
    load,
    current: () => loaded,
    warm: () => {
      load().catch(() => undefined);
    },
  };
}

/**
 * The module of an {@link OnDemand} once `wanted` (an open menu, a showing tooltip): `undefined` until it has
 * arrived, then the module, re-rendering once when it does. While not wanted nothing loads and no state is
 * set, so a closed control costs no render of its own (ADR 075). A failed load is reported on the console and
 * leaves `undefined`; the next time `wanted` turns true it is tried again.
 */
export function useOnDemand<T>(module: OnDemand<T>, wanted: boolean): T | undefined {
  const [, setArrived] = useState(0);
  const current = module.current();
  useEffect(() => {
    if (!wanted || current !== undefined) return;
    let live = true;
    module.load().then(
      () => {
        if (live) setArrived((count) => count + 1);
      },
      (cause: unknown) => {
        console.warn('FreightKit UI: a part of the kit failed to load.', cause);
      },
    );
    return () => {
      live = false;
    };
  }, [module, wanted, current]);
  return current;
}

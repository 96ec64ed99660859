import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A component whose code loads on first use or on {@link LazyWithPreload.preload}, whichever comes first. */
export interface LazyWithPreload<P extends object> {
  /** Renders the component; suspends (once) only if its code has not arrived yet. */
  readonly Component: (props: P) => ReactElement;
  /** Starts loading the code; resolves when it has arrived. A failed load can be asked again. */
  readonly preload: () => Promise<void>;
}

/**
 * `React.lazy` that a prefetch can start ahead of the render (ADR 085). A plain `lazy` suspends on its
 * first render even when its module has long arrived (its promise is answered a microtask later), and a
 * render driven by data (react-query's store) commits the Suspense fallback at once, only to remove it a
 * moment later, after React's 300 ms reveal throttle. A component made here renders its module at once
 * when the code is already loaded, so a page whose code the route's prefetch started draws no
 * throwaway fallback. Each mount keeps the component it started with, so a mount never changes type.
 *
 * @example
 * const detailsTab = lazyWithPreload(() => import('./DetailsTab.tsx'), (module) => module.DetailsTab);
 * void detailsTab.preload(); // in the route's prefetch
 * <Suspense fallback={<Spinner />}><detailsTab.Component shipment={shipment} /></Suspense>
 */
export function lazyWithPreload<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyWithPreload<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        // Forget the failure, so the render's own attempt (or a later preload) asks again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await start() }));
  function Component(props: P): ReactElement {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Chosen, props);
  }
  return {
    Component,
    preload: async () => {
      await start();
    },
  };
}

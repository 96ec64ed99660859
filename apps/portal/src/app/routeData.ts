import type { ApiClient, CurrentUser } from '@freightkit/api';
import { checkPathAccess } from '@freightkit/domain';
import type { Query, QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';

/** What a page's prefetch needs: the API client, the query cache, the signed-in user. */
export interface RouteData {
  readonly client: ApiClient;
  readonly queryClient: QueryClient;
  /** The signed-in user now, or null (read when the route matches, not when the page loaded). */
  readonly user: () => CurrentUser | null;
}

/**
 * A page's prefetch: starts the queries its first render asks for, into the react-query cache, and
 * returns without waiting for them. The page's components ask for the same query keys and find them
 * under way (or answered) instead of starting them once their code has loaded and rendered. It may
 * return the loading of the page's own code, when that is a chunk of its own (a shipment's page): the
 * route waits for it as it waits for the area's code, so the page renders itself, not its fallback
 * (ADR 085). The promise must not reject.
 */
export type Prefetch = (data: RouteData, user: CurrentUser, url: URL) => void | Promise<void>;

/**
 * A route `loader` that starts the page's API queries as soon as the route matches, in parallel with
 * the route's lazy code (react-router runs a route's static loader beside its `lazy`), instead of once
 * the code has loaded and the page's components have mounted (ADR 064). It never waits for the
 * queries (only for a page's code the prefetch returns, ADR 085) and never fails: a prefetch that cannot
 * run leaves the page to ask for its data itself.
 *
 * `ready` settles once `main.tsx` has the config and the client. `gated`: prefetch only where domain's
 * route table lets the user in (an area's page); the shell's badges are fetched on every signed-in page.
 */
export function prefetchLoader(
  ready: Promise<RouteData>,
  prefetch: Prefetch,
  { gated }: { gated: boolean },
): LoaderFunction {
  return async ({ request }) => {
    try {
      const data = await ready;
      const user = data.user();
      const url = new URL(request.url);
      if (user !== null && (!gated || checkPathAccess(user, url.pathname).kind === 'allowed'))
        await prefetch(data, user, url);
    } catch {
      // A prefetch is only a head start: the page's own queries fetch (and report) what failed here.
    }
    return null;
  };
}

/**
 * A prefetch whose module is loaded when it first runs: the prefetches need the contract's schemas and
 * zod, which the sign-in page's first load leaves out (ADR 066). The build preloads each prefetch's chunk
 * with its page's group (`vite-first-route.ts`), so the import finds it fetched. A module that fails to
 * load prefetches nothing, like any prefetch that cannot run.
 */
export function lazyPrefetch(load: () => Promise<{ readonly prefetch: Prefetch }>): Prefetch {
  return (data, user, url) =>
    load().then(
      ({ prefetch }) => prefetch(data, user, url),
      () => undefined,
    );
}

/**
 * The prefetching loaders run when their route starts matching, not again on every navigation
 * inside it: the pages' own queries keep their data fresh.
 */
export const prefetchOnce: ShouldRevalidateFunction = () => false;

/** A promise and the function that settles it: `main.tsx` creates the router before the client exists. */
export function deferredRouteData(): {
  readonly ready: Promise<RouteData>;
  readonly provide: (data: RouteData) => void;
} {
  let provide: (data: RouteData) => void = () => undefined;
  const ready = new Promise<RouteData>((resolve) => {
    provide = resolve;
  });
  return { ready, provide };
}

/** Queries a route's prefetch fetched (ADR 064): their answer counts as fresh for a moment, see below. */
const headStarts = new WeakSet<Query>();

/** How long a prefetched answer is fresh enough for the page mounting after it (its code was loading). */
export const headStartFreshMs = 5_000;

/**
 * Fetches a query for a page about to mount (a route's prefetch), and marks it so the page's first
 * mount takes the answer instead of asking again: with react-query's `staleTime` of 0, a component
 * mounting on an answer that arrived while its code loaded would fetch it a second time.
 * Settles with the answer, or `undefined` on a failure (the page's own query asks again and shows it).
 */
export function headStart<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
): Promise<TData | undefined> {
  // An answer fetched moments ago (the page asked first) is taken, not fetched again.
  const answer = queryClient.query({ ...options, staleTime: headStartFreshMs }).catch(() => undefined);
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query !== undefined) headStarts.add(query);
  return answer;
}

/**
 * The query client's `refetchOnMount` (main.tsx): as react-query's default (refetch a stale answer
 * when a component mounts), except an answer a route's prefetch fetched less than
 * {@link headStartFreshMs} ago, which is what the component would have fetched itself.
 */
export function refetchOnMountUnlessHeadStart(query: Query): boolean {
  const fetchedAt = query.state.dataUpdatedAt;
  return !(headStarts.has(query) && fetchedAt > 0 && Date.now() - fetchedAt < headStartFreshMs);
}

import { queryDefaults } from '@freightkit/domain';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/**
 * Creates the portal's `QueryClient` with the spec's defaults (spec 1 §7, §9; domain's
 * `queryDefaults`): no retries, no refetch on window focus, offline-first network mode, for
 * queries and mutations alike. `config` may add to them (tests pass a fresh cache per test).
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        retry: queryDefaults.retry,
        refetchOnWindowFocus: queryDefaults.refetchOnWindowFocus,
        networkMode: queryDefaults.networkMode,
        ...config.defaultOptions?.queries,
      },
      mutations: {
        retry: queryDefaults.retry,
        networkMode: queryDefaults.networkMode,
        ...config.defaultOptions?.mutations,
      },
    },
  });
}

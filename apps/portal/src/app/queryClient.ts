import { queryDefaults } from '@freightkit/domain';
import { QueryClient } from '@tanstack/react-query';

/**
 * The portal's query client with the spec's defaults (no refetch on focus, no retries,
 * offline-first; spec 1 §9). Replace with the api package's factory once it lands.
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...queryDefaults }, mutations: { retry: false } } });
}

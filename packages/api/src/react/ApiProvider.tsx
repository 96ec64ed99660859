import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client/createApiClient.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Props of {@link ApiProvider}. */
export interface ApiProviderProps {
  /** The client every hook below uses (from `createApiClient`). */
  readonly client: ApiClient;
  readonly children?: ReactNode;
}

/**
 * Gives the hooks of `@freightkit/api/react` their client. Place it inside `QueryClientProvider`.
 *
 * @example <ApiProvider client={client}><App /></ApiProvider>
 */
export function ApiProvider({ client, children }: ApiProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client of the nearest {@link ApiProvider}; throws outside one (a wiring mistake). */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (client === null) throw new Error('useApiClient must be used inside <ApiProvider>.');
  return client;
}

import { createContext, useContext, type ReactNode } from 'react';
import type { PortalConfig } from './config.ts';

/** App-wide things screens reach for: the deployment config (the client comes from `@freightkit/api/react`). */
export interface PortalServices {
  readonly config: PortalConfig;
  /**
   * What a 401 answer does: end the session, remember the page, go to `/` (spec 1 §4). The same
   * handler the API client was given, so the file transfers (`PortalDocumentTransfer`) end the
   * session the same way. Absent: a 401 on a file call only fails that call.
   */
  readonly onUnauthorized?: () => void;
}

const ServicesContext = createContext<PortalServices | null>(null);

/** Provides {@link PortalServices}. */
export function ServicesProvider({ services, children }: { services: PortalServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The app-wide services; throws outside {@link ServicesProvider}. */
export function usePortalServices(): PortalServices {
  const value = useContext(ServicesContext);
  if (value === null) throw new Error('Portal services are missing: render inside <ServicesProvider>.');
  return value;
}

/** The deployment's config (`/config.json`). */
export function usePortalConfig(): PortalConfig {
  return usePortalServices().config;
}

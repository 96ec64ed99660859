import { createContext, useContext, type ReactNode } from 'react';
import type { PortalConfig } from './config.ts';

/** App-wide things screens reach for: the deployment config (the client comes from `@freightkit/api/react`). */
export interface PortalServices {
  readonly config: PortalConfig;
}

const ServicesContext = createContext<PortalServices | null>(null);

/** Provides {@link PortalServices}. */
export function ServicesProvider({ services, children }: { services: PortalServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

function useServices(): PortalServices {
  const value = useContext(ServicesContext);
  if (value === null) throw new Error('Portal services are missing: render inside <ServicesProvider>.');
  return value;
}

/** The deployment's config (`/config.json`). */
export function usePortalConfig(): PortalConfig {
  return useServices().config;
}

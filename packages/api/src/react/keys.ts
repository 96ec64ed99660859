import type { ShipmentSearchQuery } from '../contract/search.ts';

/**
 * Layered query keys: `[area, kind, ...details]`. Invalidate a prefix to refresh a whole area
 * (`queryKeys.counts.all` refreshes every badge).
 */
export const queryKeys = {
  me: {
    all: ['me'] as const,
    carrier: () => ['me', 'carrier'] as const,
    company: () => ['me', 'company'] as const,
    notificationPreferences: () => ['me', 'notificationPreferences'] as const,
  },
  contacts: {
    all: ['contacts'] as const,
    currentUser: () => ['contacts', 'currentUser'] as const,
  },
  shipments: {
    all: ['shipments'] as const,
    search: (query: ShipmentSearchQuery) => ['shipments', 'search', query] as const,
    detail: (id: string) => ['shipments', 'detail', id] as const,
  },
  counts: {
    all: ['counts'] as const,
    tenders: () => ['counts', 'tenders'] as const,
    rateRequests: () => ['counts', 'rateRequests'] as const,
    cases: () => ['counts', 'cases'] as const,
    invoices: () => ['counts', 'invoices'] as const,
    shipmentsNeedingUpdates: () => ['counts', 'shipmentsNeedingUpdates'] as const,
    accessRequests: () => ['counts', 'accessRequests'] as const,
  },
} as const;

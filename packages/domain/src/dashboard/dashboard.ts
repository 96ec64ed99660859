import type { StaticMessageKey } from '../messages/catalog.ts';

/**
 * Tabs of the dashboard, in order (spec 1 §2: `/dashboard/shipments`, `/dashboard/tenders`,
 * `/dashboard/rates`, `/dashboard/accounting`). Each is labelled with its navigation entry's text.
 */
export const dashboardTabs = [
  { id: 'shipments', label: 'nav.shipments' },
  { id: 'tenders', label: 'nav.tenders' },
  { id: 'rates', label: 'nav.rateRequests' },
  { id: 'accounting', label: 'nav.accounting' },
] as const satisfies readonly { id: string; label: StaticMessageKey }[];

/** One dashboard tab. */
export type DashboardTab = (typeof dashboardTabs)[number]['id'];

/** The tab `/dashboard` opens on: the shipments tab (the spec lists it first). */
export const defaultDashboardTab: DashboardTab = 'shipments';

/** Path of a dashboard tab, e.g. `/dashboard/shipments`. */
export function dashboardTabPath(tab: DashboardTab): string {
  return `/dashboard/${tab}`;
}

/**
 * Path of an item's preview on a dashboard tab (spec 1 §2): `/dashboard/shipments/{shipmentNumber}/preview`,
 * `/dashboard/tenders/{tenderId}/preview`, `/dashboard/rates/{rateId}/preview`,
 * `/dashboard/accounting/{invoiceNumber}/preview`.
 */
export function dashboardPreviewPath(tab: DashboardTab, key: string | number): string {
  return `${dashboardTabPath(tab)}/${encodeURIComponent(String(key))}/preview`;
}

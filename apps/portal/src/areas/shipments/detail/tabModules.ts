import type { ShipmentPreviewPage } from '@freightkit/domain';

/**
 * Each shipment tab's code, loaded when that tab is shown (ADR 076): a shipment opens on one tab, and
 * the other four (their screens, kit parts and contracts) were a fifth of what a phone downloaded and
 * ran before the page's first paint. One loader per tab, for the page's `lazy` and for the prefetch,
 * which starts the landing tab's code as soon as it knows the tab (the address, or the shipment's
 * status), beside its data.
 */
export const shipmentTabModules = {
  details: () => import('./DetailsTab.tsx'),
  financials: () => import('./FinancialsTab.tsx'),
  cases: () => import('./CasesTab.tsx'),
  documents: () => import('../paperwork/ShipmentDocumentsPage.tsx'),
  SignedRateConfirmation: () => import('./RateConfirmationTab.tsx'),
} as const satisfies Record<ShipmentPreviewPage, () => Promise<unknown>>;

/** Starts loading a tab's code; a failed load only loses the head start (the page asks again). */
export function startShipmentTabCode(page: ShipmentPreviewPage): void {
  shipmentTabModules[page]().catch(() => undefined);
}

import type { ShipmentPreviewPage } from '@freightkit/domain';
import { lazyWithPreload } from '../../../app/lazyWithPreload.ts';

/**
 * Each shipment tab's code, loaded when that tab is shown (ADR 076): a shipment opens on one tab, and
 * the other four (their screens, kit parts and contracts) were a fifth of what a phone downloaded and
 * ran before the page's first paint. One component per tab for the page, whose code the prefetch
 * starts as soon as it knows the tab (the address, or the shipment's status), beside its data; a tab
 * whose code has arrived renders without a fallback (ADR 085).
 */
export const shipmentTabs = {
  details: lazyWithPreload(
    () => import('./DetailsTab.tsx'),
    (module) => module.DetailsTab,
  ),
  financials: lazyWithPreload(
    () => import('./FinancialsTab.tsx'),
    (module) => module.FinancialsTab,
  ),
  cases: lazyWithPreload(
    () => import('./CasesTab.tsx'),
    (module) => module.CasesTab,
  ),
  documents: lazyWithPreload(
    () => import('../paperwork/ShipmentDocumentsPage.tsx'),
    (module) => module.ShipmentDocumentsPage,
  ),
  SignedRateConfirmation: lazyWithPreload(
    () => import('./RateConfirmationTab.tsx'),
    (module) => module.RateConfirmationTab,
  ),
} as const satisfies Record<ShipmentPreviewPage, unknown>;

/** Starts loading a tab's code; a failed load only loses the head start (the page asks again). */
export function startShipmentTabCode(page: ShipmentPreviewPage): void {
  shipmentTabs[page].preload().catch(() => undefined);
}

import { NotFoundView, Spinner } from '@freightkit/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AccountingTab } from './AccountingTab.tsx';
import { DashboardPage } from './DashboardPage.tsx';
import { ShipmentsTab } from './ShipmentsTab.tsx';

// Only the shipments tab, where carriers land, loads with the dashboard. The other tabs and every
// preview load when opened (ADR 068): their screens, kit parts and API contracts were a third of the
// dashboard's code, downloaded and run on each first load although the first view shows none of them.
const TendersTab = lazy(async () => ({ default: (await import('./TendersTab.tsx')).TendersTab }));
const RatesTab = lazy(async () => ({ default: (await import('./RatesTab.tsx')).RatesTab }));
const ShipmentPreviewDrawer = lazy(async () => ({
  default: (await import('./ShipmentPreviewDrawer.tsx')).ShipmentPreviewDrawer,
}));
const TenderDetailScreen = lazy(async () => ({
  default: (await import('../tenders/TenderDetailScreen.tsx')).TenderDetailScreen,
}));
const RateRequestDetailScreen = lazy(async () => ({
  default: (await import('../rates/RateRequestDetailScreen.tsx')).RateRequestDetailScreen,
}));

/** A tab's screen while its code loads: a spinner in the panel, the tab list staying in place. */
const tab = (screen: ReactNode) => <Suspense fallback={<Spinner />}>{screen}</Suspense>;
/** A preview while its code loads: nothing yet (the list stays as it is; the preview opens over it). */
const preview = (screen: ReactNode) => <Suspense fallback={null}>{screen}</Suspense>;

/**
 * Dashboard tabs and their preview paths (spec 1 §2). The route table keeps users without
 * CarrierPortal out (they go to the all-shipments list). The shipments tab is built here, the
 * accounting tab shows the accounting area's screens, the tenders and rates tabs the open tenders and
 * rate requests (a preview opens the tender's or the request's page in place).
 */
export function Component() {
  return (
    <Routes>
      <Route element={<DashboardPage />}>
        {/* `/dashboard` itself is the landing page of carriers: it shows the first tab in place. */}
        <Route index element={<ShipmentsTab />} />
        <Route path="shipments" element={<ShipmentsTab />}>
          <Route path=":shipmentNumber/preview/*" element={preview(<ShipmentPreviewDrawer />)} />
        </Route>
        <Route path="accounting/*" element={<AccountingTab />} />
        <Route path="tenders" element={tab(<TendersTab />)}>
          <Route path=":tenderIdOrShipmentNumber/preview/*" element={preview(<TenderDetailScreen />)} />
        </Route>
        <Route path="rates" element={tab(<RatesTab />)}>
          <Route path=":rateId/preview/*" element={preview(<RateRequestDetailScreen />)} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

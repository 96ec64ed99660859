import { NotFoundView } from '@freightkit/ui';
import { Route, Routes } from 'react-router-dom';
import { AccountingTab } from './AccountingTab.tsx';
import { DashboardPage } from './DashboardPage.tsx';
import { ShipmentPreviewDrawer } from './ShipmentPreviewDrawer.tsx';
import { ShipmentsTab } from './ShipmentsTab.tsx';
import { RatesTab } from './RatesTab.tsx';
import { TendersTab } from './TendersTab.tsx';
import { RateRequestDetailScreen } from '../rates/RateRequestDetailScreen.tsx';
import { TenderDetailScreen } from '../tenders/TenderDetailScreen.tsx';

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
          <Route path=":shipmentNumber/preview/*" element={<ShipmentPreviewDrawer />} />
        </Route>
        <Route path="accounting/*" element={<AccountingTab />} />
        <Route path="tenders" element={<TendersTab />}>
          <Route path=":tenderIdOrShipmentNumber/preview/*" element={<TenderDetailScreen />} />
        </Route>
        <Route path="rates" element={<RatesTab />}>
          <Route path=":rateId/preview/*" element={<RateRequestDetailScreen />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

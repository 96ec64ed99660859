import { NotFoundView } from '@freightkit/ui';
import { Route, Routes } from 'react-router-dom';
import { AccountingTab } from './AccountingTab.tsx';
import { ComingTab } from './ComingTab.tsx';
import { DashboardPage } from './DashboardPage.tsx';
import { ShipmentPreviewDrawer } from './ShipmentPreviewDrawer.tsx';
import { ShipmentsTab } from './ShipmentsTab.tsx';
import { TendersTab } from './TendersTab.tsx';
import { TenderDetailScreen } from '../tenders/TenderDetailScreen.tsx';

const comingTabs = ['rates'] as const;

/**
 * Dashboard tabs and their preview paths (spec 1 §2). The route table keeps users without
 * CarrierPortal out (they go to the all-shipments list). The shipments tab is built here, the
 * accounting tab shows the accounting area's screens, the tenders tab the open tenders (a preview opens
 * the tender's page in place); the rates tab arrives with its area.
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
        {comingTabs.map((tab) => (
          <Route key={tab} path={tab}>
            <Route index element={<ComingTab tab={tab} />} />
            <Route path=":id/preview/*" element={<ComingTab tab={tab} />} />
          </Route>
        ))}
      </Route>
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

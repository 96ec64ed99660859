import { Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { NotBuiltYetView, RedirectKeepingQuery } from '../shell/NotBuiltYetView.tsx';
import { AvailableFreightDetailScreen } from './AvailableFreightDetailScreen.tsx';
import { AvailableFreightScreen } from './AvailableFreightScreen.tsx';

/** `/available-freight` and one load on it (spec 1 §2). */
export function AvailableFreightRoutes() {
  return (
    <Routes>
      <Route index element={<AvailableFreightScreen />} />
      <Route path=":shipmentNumber" element={<AvailableFreightDetailScreen />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

/** `/reloads?…` goes to available freight keeping its search query (spec 1 §2). */
export function ReloadsRedirect() {
  return <RedirectKeepingQuery to={() => '/available-freight'} />;
}

/** `/live-equipment` (Available Trucks), `/saved-lanes`, `/lanes`: one page each, not built yet. */
export function SinglePageRoutes() {
  return (
    <Routes>
      <Route index element={<NotBuiltYetView />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { RedirectKeepingQuery } from '../shell/NotBuiltYetView.tsx';
import { AvailableFreightDetailScreen } from './AvailableFreightDetailScreen.tsx';
import { AvailableFreightScreen } from './AvailableFreightScreen.tsx';
import { AvailableTrucksScreen } from './postings/AvailableTrucksScreen.tsx';
import { LanesScreen } from './postings/LanesScreen.tsx';
import { SavedLanesScreen } from './postings/SavedLanesScreen.tsx';

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

/** The one-page screens of the load board's family, by the route's first path segment. */
const singlePages: Readonly<Record<string, () => ReactElement>> = {
  'live-equipment': () => <AvailableTrucksScreen />,
  'saved-lanes': () => <SavedLanesScreen />,
  lanes: () => <LanesScreen />,
};

/**
 * `/live-equipment` (Available Trucks), `/saved-lanes` and `/lanes` (spec 1 §2, ADR 037): one page
 * each, mounted under the route of that name; anything below it is not found.
 */
export function SinglePageRoutes() {
  const { pathname } = useLocation();
  const page = singlePages[pathname.split('/')[1] ?? ''];
  return (
    <Routes>
      <Route index element={page ? page() : <NotFoundView />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

import { headStart, type Prefetch } from '../../app/routeData.ts';
import { shipmentsTabQueries } from './shipmentsTabQueries.ts';

/** `/dashboard` and `/dashboard/shipments…`: the tab carriers land on (the others start nothing here). */
const shipmentsTab = /^\/dashboard(\/shipments)?(\/|$)/;

/**
 * Starts the dashboard's shipments tab's queries with its code (ADR 064): the status counts, the first
 * shipments and the carrier score card, the same queries `ShipmentsTab` and `CarrierScoreCard` ask for.
 */
export const prefetch: Prefetch = ({ client, queryClient }, _user, url) => {
  if (!shipmentsTab.test(url.pathname)) return;
  const { counts, page } = shipmentsTabQueries(client, url.searchParams);
  void headStart(queryClient, counts);
  void headStart(queryClient, page);
  // The score card's contract sits with the shipment's other resources, a larger file the page loads
  // anyway: imported on its own so the two list queries above need not wait for it.
  void import('./scoreCardQuery.ts').then(({ scoreCardQuery }) =>
    headStart(queryClient, scoreCardQuery(client)),
  );
};

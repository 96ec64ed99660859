import { shipmentListQueries, shipmentQueries } from '@freightkit/api/react';
import { defaultShipmentPage, shipmentPreviewPages } from '@freightkit/domain';
import { headStart, type Prefetch } from '../../app/routeData.ts';
import { startShipmentPageCode } from './detail/pageModule.ts';
import { startShipmentTabCode } from './detail/tabModules.ts';

/** A shipment's address in any list: `/all-shipments/{n}`, `…/{n}/preview`, `…/{n}/preview/{page}`. */
const shipmentAddress =
  /^\/(?:all-shipments|my-shipments|shipments)\/([^/]+)(?:\/preview(?:\/([^/]+))?)?\/?$/;

/**
 * Starts a shipment page's queries with its code (ADR 064), the ones `useShipmentByNumber` and the
 * header ask for: the number's search, then at once the shipment, its stops and its drivers. Without it
 * each step waited for the one before to render (search → shipment → stops). Then the tab's own data
 * (`startShipmentTab`), from a chunk of its own: its contract is in a larger file this small module
 * should not wait for. Returns the loading of the page's own code, which the route waits for (ADR 085).
 */
export const prefetch: Prefetch = ({ client, queryClient }, _user, url) => {
  const [, number, pageInAddress] = shipmentAddress.exec(url.pathname) ?? [];
  // `trip/{id}` and the lists themselves are not a shipment's page.
  if (number === undefined || number === 'trip') return undefined;
  const shipmentNumber = decodeURIComponent(number);
  // The page's own code: the route waits for it, so it renders the page, not its fallback (ADR 085).
  const pageCode = startShipmentPageCode();
  // The tab the address names: its code now, beside the search (each tab loads on its own, ADR 076).
  const named = shipmentPreviewPages.find((page) => page === pageInAddress);
  if (named !== undefined) startShipmentTabCode(named);
  // Asked for now, beside the search, not once the search has answered: the tab's data waited a round
  // trip for this chunk after the shipment had arrived (ADR 071).
  const tabQueries = import('./detail/tabQueries.ts');
  // A chunk that fails to load only loses the head start (the tab asks for its data itself).
  void tabQueries.catch(() => undefined);
  void headStart(queryClient, shipmentQueries.search(client, { query: shipmentNumber })).then((found) => {
    const id = found?.items.find((item) => item.shipmentNumber === shipmentNumber)?.id;
    if (id === undefined) return;
    const detail = headStart(queryClient, shipmentQueries.detail(client, id));
    void headStart(queryClient, shipmentListQueries.stops(client, id));
    void headStart(queryClient, shipmentListQueries.drivers(client, id));
    // The tab's own data (ADR 068): the address's tab, or the one the shipment's status opens on
    // (`ShipmentDetailPage` without a page), whose queries otherwise start only once that tab has
    // rendered. Their factories sit with the shipment's other resources, a larger file imported on its own.
    const landing =
      named ??
      detail.then((shipment) => {
        const page = shipment && defaultShipmentPage(shipment.shipmentStatus);
        if (page !== undefined) startShipmentTabCode(page);
        return page;
      });
    void Promise.all([landing, tabQueries]).then(([page, { startShipmentTab }]) => {
      if (page !== undefined) startShipmentTab(queryClient, client, id, page);
    });
  });
  return pageCode;
};

import { shipmentListQueries, shipmentQueries } from '@freightkit/api/react';
import { defaultShipmentPage, shipmentPreviewPages, type ShipmentPreviewPage } from '@freightkit/domain';
import { headStart, type Prefetch } from '../../app/routeData.ts';
import { yieldToMain } from '../../app/yieldToMain.ts';
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
  // trip for this chunk after the shipment had arrived (ADR 071). A chunk that fails to load only loses
  // the head start (the tab asks for its data itself).
  const tabQueries = import('./detail/tabQueries.ts').catch(() => undefined);
  /**
   * A tab's code (unless the address named it: started above) and its own data (ADR 068), each in a
   * task of its own after the page's queries: together they made one task of 60 ms and more on a
   * throttled phone, most of it the code's preload links and the requests' starts (ADR 088).
   */
  const startTab = async (page: ShipmentPreviewPage, id: string) => {
    await yieldToMain();
    if (page !== named) startShipmentTabCode(page);
    const module = await tabQueries;
    await yieldToMain();
    module?.startShipmentTab(queryClient, client, id, page);
  };
  void headStart(queryClient, shipmentQueries.search(client, { query: shipmentNumber })).then((found) => {
    const hit = found?.items.find((item) => item.shipmentNumber === shipmentNumber);
    if (hit === undefined) return;
    const { id } = hit;
    const detail = headStart(queryClient, shipmentQueries.detail(client, id));
    void headStart(queryClient, shipmentListQueries.stops(client, id));
    void headStart(queryClient, shipmentListQueries.drivers(client, id));
    // The tab the address names, or the one the shipment's status opens on (`ShipmentDetailPage` without
    // a page), whose queries otherwise start only once that tab has rendered. The search's hit carries the
    // status, so its tab starts beside the shipment's read, not a round trip after it (ADR 088). The page
    // goes by the read's status: should it differ (the load moved on between the answers), that tab
    // starts when the read arrives, and the first guess cost a download.
    const landing = named ?? defaultShipmentPage(hit.status.value);
    void startTab(landing, id);
    if (named === undefined)
      void detail.then((shipment) => {
        const page = shipment && defaultShipmentPage(shipment.shipmentStatus);
        if (page !== undefined && page !== landing) void startTab(page, id);
      });
  });
  return pageCode;
};

import { shipmentListQueries, shipmentQueries } from '@freightkit/api/react';
import { headStart, type Prefetch } from '../../app/routeData.ts';

/** A shipment's address in any list: `/all-shipments/{n}`, `…/{n}/preview`, `…/{n}/preview/{page}`. */
const shipmentAddress = /^\/(?:all-shipments|my-shipments|shipments)\/([^/]+)(?:\/preview(?:\/[^/]+)?)?\/?$/;

/**
 * Starts a shipment page's queries with its code (ADR 064), the ones `useShipmentByNumber` and the
 * header ask for: the number's search, then at once the shipment, its stops and its drivers. Without it
 * each step waited for the one before to render (search → shipment → stops). The tab's own data starts
 * with the tab: its contract is in a larger file this small module should not wait for.
 */
export const prefetch: Prefetch = ({ client, queryClient }, _user, url) => {
  const [, number] = shipmentAddress.exec(url.pathname) ?? [];
  // `trip/{id}` and the lists themselves are not a shipment's page.
  if (number === undefined || number === 'trip') return;
  const shipmentNumber = decodeURIComponent(number);
  void headStart(queryClient, shipmentQueries.search(client, { query: shipmentNumber })).then((found) => {
    const id = found?.items.find((item) => item.shipmentNumber === shipmentNumber)?.id;
    if (id === undefined) return;
    void headStart(queryClient, shipmentQueries.detail(client, id));
    void headStart(queryClient, shipmentListQueries.stops(client, id));
    void headStart(queryClient, shipmentListQueries.drivers(client, id));
  });
};

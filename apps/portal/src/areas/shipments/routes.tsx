import { shipmentPreviewPages } from '@freightkit/domain';
import { Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { ShipmentDetailPage } from './detail/ShipmentDetailPage.tsx';
import { ShipmentPreviewIndex } from './detail/ShipmentPreviewIndex.tsx';
import { ShipmentListScreen } from './list/ShipmentListScreen.tsx';
import { TripScreen } from './trip/TripScreen.tsx';

/**
 * A bare shipment number (and `/all-shipments/{n}/preview`) opens the shipment detail on the tab its
 * status calls for, keeping the query string (spec 1 §2).
 */
const ToDetails = ShipmentPreviewIndex;

/** `/all-shipments`: the list, trips, and each shipment's preview pages (spec 1 §2); a bare number opens its details. */
export function AllShipmentsRoutes() {
  return (
    <Routes>
      <Route index element={<ShipmentListScreen />} />
      <Route path="trip/:tripId" element={<TripScreen />} />
      <Route path=":shipmentNumber" element={<ToDetails />} />
      <Route path=":shipmentNumber/preview" element={<ToDetails />} />
      {shipmentPreviewPages.map((page) => (
        <Route
          key={page}
          path={`:shipmentNumber/preview/${page}`}
          element={<ShipmentDetailPage page={page} />}
        />
      ))}
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

/** `/my-shipments` and `/shipments`: a list, and a shipment number redirecting to its details. */
export function ShipmentListRoutes() {
  return (
    <Routes>
      <Route index element={<ShipmentListScreen />} />
      <Route path=":shipmentNumber" element={<ToDetails />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

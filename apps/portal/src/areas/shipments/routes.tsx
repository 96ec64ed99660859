import { shipmentPreviewPages, shipmentPreviewPath } from '@freightkit/domain';
import { Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { NotBuiltYetView, RedirectKeepingQuery } from '../shell/NotBuiltYetView.tsx';

/** A bare shipment number goes to the shipment's details, keeping the query string (spec 1 §2). */
function ToDetails() {
  return <RedirectKeepingQuery to={({ shipmentNumber = '' }) => shipmentPreviewPath(shipmentNumber)} />;
}

/** `/all-shipments`: list, trips, and previews with their sub-pages (spec 1 §2). Screens not built yet. */
export function AllShipmentsRoutes() {
  return (
    <Routes>
      <Route index element={<NotBuiltYetView />} />
      <Route path="trip/:tripId" element={<NotBuiltYetView />} />
      <Route path=":shipmentNumber" element={<ToDetails />} />
      <Route path=":shipmentNumber/preview" element={<ToDetails />} />
      {shipmentPreviewPages.map((page) => (
        <Route key={page} path={`:shipmentNumber/preview/${page}`} element={<NotBuiltYetView />} />
      ))}
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

/** `/my-shipments` and `/shipments`: a list, and a shipment number redirecting to its details. */
export function ShipmentListRoutes() {
  return (
    <Routes>
      <Route index element={<NotBuiltYetView />} />
      <Route path=":shipmentNumber" element={<ToDetails />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

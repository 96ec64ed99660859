import { shipmentPreviewPages, type ShipmentPreviewPage } from '@freightkit/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundView, Spinner } from '@freightkit/ui';
import { ShipmentLoading } from './detail/ShipmentLoading.tsx';
import { shipmentDetailPage } from './detail/pageModule.ts';

// The list, a trip and a shipment's page each load their own code (ADR 076): a shipment opened from a
// link or a bookmark no longer downloads and runs the list's virtual list, filters and saved views
// before its first paint, nor a list the trips. `first-route.mjs` preloads the one the address names,
// and the area's prefetch starts a shipment page's, which then renders without its fallback (ADR 085).
const ShipmentListScreen = lazy(async () => ({
  default: (await import('./list/ShipmentListScreen.tsx')).ShipmentListScreen,
}));
const TripScreen = lazy(async () => ({ default: (await import('./trip/TripScreen.tsx')).TripScreen }));
const ShipmentDetailPage = shipmentDetailPage.Component;

/** A shipment page's frame while its code loads: the same title and placeholder its own loading draws. */
function DetailCodeLoading() {
  const { shipmentNumber = '' } = useParams();
  return <ShipmentLoading shipmentNumber={shipmentNumber} />;
}

/** A screen while its code loads: the shipment's frame for its pages, a spinner for the list and trips. */
const screen = (element: ReactNode, fallback: ReactNode = <Spinner />) => (
  <Suspense fallback={fallback}>{element}</Suspense>
);

/**
 * A shipment's page: a bare number (and `…/{n}/preview`) opens on the tab its status calls for, keeping
 * the query string (spec 1 §2). Every address of it renders the same element, so going on from a bare
 * number to its tab keeps the page drawn while the shipment loaded (ADR 085).
 */
const shipmentPage = (page?: ShipmentPreviewPage) =>
  screen(<ShipmentDetailPage page={page} />, <DetailCodeLoading />);

/** `/all-shipments`: the list, trips, and each shipment's preview pages (spec 1 §2); a bare number opens its details. */
export function AllShipmentsRoutes() {
  return (
    <Routes>
      <Route index element={screen(<ShipmentListScreen />)} />
      <Route path="trip/:tripId" element={screen(<TripScreen />)} />
      <Route path=":shipmentNumber" element={shipmentPage()} />
      <Route path=":shipmentNumber/preview" element={shipmentPage()} />
      {shipmentPreviewPages.map((page) => (
        <Route key={page} path={`:shipmentNumber/preview/${page}`} element={shipmentPage(page)} />
      ))}
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

/** `/my-shipments` and `/shipments`: a list, and a shipment number redirecting to its details. */
export function ShipmentListRoutes() {
  return (
    <Routes>
      <Route index element={screen(<ShipmentListScreen />)} />
      <Route path=":shipmentNumber" element={shipmentPage()} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

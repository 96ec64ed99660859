import { Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { RateRequestDetailScreen } from './RateRequestDetailScreen.tsx';
import { RateRequestListScreen } from './RateRequestListScreen.tsx';
import { ShipmentRatesScreen } from './ShipmentRatesScreen.tsx';

/**
 * Rates (spec 1 §2): the rate requests and one request's page (with its details sub-path), and the
 * unified rates of a shipment (`/rates/{shipmentNumber}`, `/rates/{rateType}/shipment/{shipmentNumber}`).
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<RateRequestListScreen />} />
      <Route path=":rateId/preview/*" element={<RateRequestDetailScreen />} />
      <Route path=":rateType/shipment/:shipmentNumber" element={<ShipmentRatesScreen />} />
      <Route path=":shipmentNumber" element={<ShipmentRatesScreen />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

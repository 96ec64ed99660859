import { Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { RateRequestDetailScreen } from './RateRequestDetailScreen.tsx';
import { RateRequestListScreen } from './RateRequestListScreen.tsx';
import { OrderRatesScreen } from './OrderRatesScreen.tsx';
import { QuoteScreen } from './QuoteScreen.tsx';
import { ShipmentRatesScreen } from './ShipmentRatesScreen.tsx';

/**
 * Rates (spec 1 §2): the rate requests and one request's page (with its details sub-path), and the
 * unified rates of a shipment (`/rates/{shipmentNumber}`, `/rates/{rateType}/shipment/{shipmentNumber}`),
 * a broker's quote for ad hoc stops and products (`/rates/quote`, ADR 053; a static segment, so it
 * wins over a shipment number), and the unified rates of an order (`/rates/order/{orderNumber}`, ADR 057).
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<RateRequestListScreen />} />
      <Route path="quote" element={<QuoteScreen />} />
      <Route path="order/:orderNumber" element={<OrderRatesScreen />} />
      <Route path=":rateId/preview/*" element={<RateRequestDetailScreen />} />
      <Route path=":rateType/shipment/:shipmentNumber" element={<ShipmentRatesScreen />} />
      <Route path=":shipmentNumber" element={<ShipmentRatesScreen />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

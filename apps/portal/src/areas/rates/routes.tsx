import { Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { NotBuiltYetView } from '../shell/NotBuiltYetView.tsx';
import { RateRequestDetailScreen } from './RateRequestDetailScreen.tsx';
import { RateRequestListScreen } from './RateRequestListScreen.tsx';

/**
 * Rates (spec 1 §2): the rate requests and one request's page (with its details sub-path). The
 * unified rates of a shipment (`/rates/{shipmentNumber}`, `/rates/{rateType}/shipment/{shipmentNumber}`)
 * are not built yet.
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<RateRequestListScreen />} />
      <Route path=":rateId/preview/*" element={<RateRequestDetailScreen />} />
      <Route path=":rateType/shipment/:shipmentNumber" element={<NotBuiltYetView />} />
      <Route path=":shipmentNumber" element={<NotBuiltYetView />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

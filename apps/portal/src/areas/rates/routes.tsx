import { Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { NotBuiltYetView } from '../shell/NotBuiltYetView.tsx';

/** Rate requests (spec 1 §2). Not built yet. */
export function Component() {
  return (
    <Routes>
      <Route index element={<NotBuiltYetView />} />
      <Route path=":rateType/shipment/:shipmentNumber" element={<NotBuiltYetView />} />
      <Route path=":rateId/preview/*" element={<NotBuiltYetView />} />
      <Route path=":shipmentNumber" element={<NotBuiltYetView />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

import { NotFoundView } from '@freightkit/ui';
import { Route, Routes } from 'react-router-dom';
import { TenderDetailScreen } from './TenderDetailScreen.tsx';
import { TenderListScreen } from './TenderListScreen.tsx';

/** Tenders: the list and one tender by id or shipment number (spec 1 §2). */
export function Component() {
  return (
    <Routes>
      <Route index element={<TenderListScreen />} />
      <Route path=":tenderIdOrShipmentNumber" element={<TenderDetailScreen />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

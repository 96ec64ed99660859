import { NotFoundView } from '@freightkit/ui';
import { Route, Routes } from 'react-router-dom';
import { PaymentListScreen } from './PaymentListScreen.tsx';
import { PaymentPreviewScreen } from './PaymentPreviewScreen.tsx';

/** Payment remittance: `/payments` and `/payments/{checkNumber}/preview` (spec 2 §2). */
export function Component() {
  return (
    <Routes>
      <Route index element={<PaymentListScreen />} />
      <Route path=":checkNumber/preview" element={<PaymentPreviewScreen />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

import { NotFoundView } from '@freightkit/ui';
import { Route, Routes } from 'react-router-dom';
import { ThirdPartyPayerListScreen } from './ThirdPartyPayerListScreen.tsx';
import { ThirdPartyPayerPreviewScreen } from './ThirdPartyPayerPreviewScreen.tsx';

/** `/third-party-payer-invoices` and `{invoiceNumber}/preview` (spec 2 §2; guarded by domain's route table). */
export function Component() {
  return (
    <Routes>
      <Route index element={<ThirdPartyPayerListScreen />} />
      <Route path=":invoiceNumber/preview" element={<ThirdPartyPayerPreviewScreen />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

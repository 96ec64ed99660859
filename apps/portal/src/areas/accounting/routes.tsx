import { Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { NotBuiltYetView } from '../shell/NotBuiltYetView.tsx';

/**
 * `/accounting` and `/invoices` (`{invoiceNumber}/preview`) and `/payments` (`{checkNumber}/preview`):
 * a list and a preview each (spec 2 §2). Screens not built yet.
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<NotBuiltYetView />} />
      <Route path=":number/preview" element={<NotBuiltYetView />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

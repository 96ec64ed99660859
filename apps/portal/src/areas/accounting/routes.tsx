import { NotFoundView } from '@freightkit/ui';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AccountingListScreen } from './AccountingListScreen.tsx';
import { InvoicePreviewScreen } from './InvoicePreviewScreen.tsx';

/** The area's first path segment: `/accounting` or `/invoices`. */
function useBasePath(): string {
  const { pathname } = useLocation();
  return `/${pathname.split('/')[1] ?? ''}`;
}

/**
 * `/accounting` and `/invoices`: the payables invoice list and `{invoiceNumber}/preview` (spec 2
 * §2); the same list and preview under either address, links staying under it.
 */
export function Component() {
  const base = useBasePath();
  return (
    <Routes>
      <Route index element={<AccountingListScreen basePath={base} />} />
      <Route path=":invoiceNumber/preview" element={<InvoicePreviewScreen basePath={base} />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

import { dashboardTabPath } from '@freightkit/domain';
import { NotFoundView, Spinner } from '@freightkit/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// The accounting screens load with the tab, not with the dashboard: most visits never open it.
const AccountingListScreen = lazy(async () => ({
  default: (await import('../accounting/AccountingListScreen.tsx')).AccountingListScreen,
}));
const InvoicePreviewScreen = lazy(async () => ({
  default: (await import('../accounting/InvoicePreviewScreen.tsx')).InvoicePreviewScreen,
}));

/**
 * The dashboard's accounting tab (spec 1 §2, spec 2 §2): the payables invoice list of
 * `/accounting`, and its preview under `/dashboard/accounting/{invoiceNumber}/preview`, so links
 * and the preview's way back stay inside the dashboard. Any other sub-path shows the not-found view,
 * as every area's route list does.
 */
export function AccountingTab() {
  const basePath = dashboardTabPath('accounting');
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<AccountingListScreen basePath={basePath} />} />
        <Route path=":invoiceNumber/preview" element={<InvoicePreviewScreen basePath={basePath} />} />
        <Route path="*" element={<NotFoundView />} />
      </Routes>
    </Suspense>
  );
}

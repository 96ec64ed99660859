import { Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { NotBuiltYetView } from '../shell/NotBuiltYetView.tsx';

/** Dashboard tabs and previews (spec 1 §2). Screens not built yet. */
export function Component() {
  return (
    <Routes>
      <Route index element={<NotBuiltYetView />} />
      {['shipments', 'tenders', 'rates', 'accounting'].map((tab) => (
        <Route key={tab} path={tab}>
          <Route index element={<NotBuiltYetView />} />
          <Route path=":id/preview/*" element={<NotBuiltYetView />} />
        </Route>
      ))}
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

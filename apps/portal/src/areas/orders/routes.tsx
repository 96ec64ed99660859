import { Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { NotBuiltYetView } from '../shell/NotBuiltYetView.tsx';

/** Orders (spec 2 §2). Not built yet. */
export function Component() {
  return (
    <Routes>
      <Route index element={<NotBuiltYetView />} />
      <Route path="create" element={<NotBuiltYetView />} />
      <Route path=":orderNumber/preview/*" element={<NotBuiltYetView />} />
      <Route path=":orderNumber/edit" element={<NotBuiltYetView />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

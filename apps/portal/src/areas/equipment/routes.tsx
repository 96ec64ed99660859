import { Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { NotBuiltYetView } from '../shell/NotBuiltYetView.tsx';

/** Equipment: trailers and power units (spec 1 §2). Not built yet. */
export function Component() {
  return (
    <Routes>
      <Route index element={<NotBuiltYetView />} />
      <Route path="trailers" element={<NotBuiltYetView />} />
      <Route path="power-units" element={<NotBuiltYetView />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

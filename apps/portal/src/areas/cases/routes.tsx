import { Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { NotBuiltYetView } from '../shell/NotBuiltYetView.tsx';

/** Accessorial requests (cases) with notes, documents and history tabs (spec 2 §2). Not built yet. */
export function Component() {
  return (
    <Routes>
      <Route index element={<NotBuiltYetView />} />
      <Route path=":caseNumber/preview/*" element={<NotBuiltYetView />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

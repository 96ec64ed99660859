import { NotFoundView } from '@freightkit/ui';
import { Route, Routes } from 'react-router-dom';
import { OutboxScreen } from './outbox/OutboxScreen.tsx';

/** `/outbox` (ADR 039): the signed-in user's captures and their states. */
export function OutboxRoutes() {
  return (
    <Routes>
      <Route index element={<OutboxScreen />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

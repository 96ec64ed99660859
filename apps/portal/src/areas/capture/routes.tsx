import { NotFoundView } from '@freightkit/ui';
import { Route, Routes } from 'react-router-dom';
import { OutboxScreen } from './outbox/OutboxScreen.tsx';
import { CaptureScreen } from './sheet/CaptureScreen.tsx';

/** `/outbox` (ADR 039): the signed-in user's captures and their states. */
export function OutboxRoutes() {
  return (
    <Routes>
      <Route index element={<OutboxScreen />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

/** `/capture/{shipmentId}?shipment=&stop=&label=` (ADR 039): capture a stop's paperwork. */
export function CaptureRoutes() {
  return (
    <Routes>
      <Route path=":shipmentId" element={<CaptureScreen />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

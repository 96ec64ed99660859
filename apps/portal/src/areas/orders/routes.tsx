import { NotFoundView } from '@freightkit/ui';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { OrderCreateScreen, OrderEditScreen } from './OrderEditScreens.tsx';
import { OrderListScreen } from './OrderListScreen.tsx';
import { OrderPreviewScreen } from './OrderPreviewScreen.tsx';
import { orderPreviewPath, orderPreviewTabs } from './paths.ts';

/** `/orders/{orderNumber}/preview` opens the details tab. */
function PreviewIndex() {
  const { orderNumber = '' } = useParams();
  return <Navigate to={orderPreviewPath(orderNumber)} replace />;
}

/**
 * Orders (spec 2 §2), the broker's (the route guard lets only a broker office in, ADR 035): the list,
 * create, one order's preview with its details and logistics tabs, and its form.
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<OrderListScreen />} />
      <Route path="create" element={<OrderCreateScreen />} />
      <Route path=":orderNumber/preview" element={<PreviewIndex />} />
      {orderPreviewTabs.map((tab) => (
        <Route key={tab} path={`:orderNumber/preview/${tab}`} element={<OrderPreviewScreen tab={tab} />} />
      ))}
      <Route path=":orderNumber/edit" element={<OrderEditScreen />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

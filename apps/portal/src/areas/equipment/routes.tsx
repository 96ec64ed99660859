import { EquipmentKind } from '@freightkit/domain';
import { NotFoundView } from '@freightkit/ui';
import { Route, Routes } from 'react-router-dom';
import { EquipmentListScreen } from './EquipmentListScreen.tsx';
import { EquipmentOverviewScreen } from './EquipmentOverviewScreen.tsx';

/** Equipment (spec 1 §2): the overview, the trailers and the power units of the carrier (ADR 038). */
export function Component() {
  return (
    <Routes>
      <Route index element={<EquipmentOverviewScreen />} />
      <Route path="trailers" element={<EquipmentListScreen key="trailers" kind={EquipmentKind.Trailer} />} />
      <Route
        path="power-units"
        element={<EquipmentListScreen key="power-units" kind={EquipmentKind.PowerUnit} />}
      />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

import { NotFoundView } from '@freightkit/ui';
import { Route, Routes } from 'react-router-dom';
import { LocationListScreen } from './LocationListScreen.tsx';
import { LocationCreateScreen, LocationDetailScreen, LocationEditScreen } from './LocationScreens.tsx';

/**
 * Locations and their dock schedules, the broker's (the route guard lets only a broker office in, ADR
 * 051): the list, create, one location with its dock schedules, and its form.
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<LocationListScreen />} />
      <Route path="create" element={<LocationCreateScreen />} />
      <Route path=":locationNumber" element={<LocationDetailScreen />} />
      <Route path=":locationNumber/edit" element={<LocationEditScreen />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

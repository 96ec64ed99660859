import { Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { ProfileEditScreen } from './ProfileEditScreen.tsx';
import { ProfileScreen } from './ProfileScreen.tsx';

/** Profile, its edit page and the integrations tab (?tab=integrations) (spec 1 §2, spec 2 §2). */
export function Component() {
  return (
    <Routes>
      <Route index element={<ProfileScreen />} />
      <Route path="edit" element={<ProfileEditScreen />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

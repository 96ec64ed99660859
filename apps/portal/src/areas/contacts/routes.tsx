import { NotFoundView } from '@freightkit/ui';
import { Route, Routes } from 'react-router-dom';
import { ContactCreateScreen } from './ContactCreateScreen.tsx';
import { ContactEditScreen } from './ContactEditScreen.tsx';
import { ContactListScreen } from './ContactListScreen.tsx';
import { ContactPreviewScreen } from './ContactPreviewScreen.tsx';

/** Contacts (spec 2 §2): the list, adding a contact, one contact's preview and its form. */
export function Component() {
  return (
    <Routes>
      <Route index element={<ContactListScreen />} />
      <Route path="create" element={<ContactCreateScreen />} />
      <Route path=":contactId/preview" element={<ContactPreviewScreen />} />
      <Route path=":contactId/edit" element={<ContactEditScreen />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}

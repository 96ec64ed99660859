import type { Area } from '../area.ts';
import { contactRoutes } from './routes.ts';
import { seedContacts } from './seed.ts';

/** The company's people: the contact list, one contact, adding and changing them, portal invitations. */
export const contactsArea: Area = {
  name: 'contacts',
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedContacts,
  routes: contactRoutes,
};

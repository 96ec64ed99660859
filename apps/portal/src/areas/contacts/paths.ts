/** The contacts list (spec 2 §2 `/contacts`). */
export const contactListPath = '/contacts';
/** Adding a contact (`/contacts/create`). */
export const contactCreatePath = '/contacts/create';
/** One contact's preview (`/contacts/{contactId}/preview`). */
export const contactPreviewPath = (id: string) => `/contacts/${encodeURIComponent(id)}/preview`;
/** One contact's form (`/contacts/{contactId}/edit`). */
export const contactEditPath = (id: string) => `/contacts/${encodeURIComponent(id)}/edit`;

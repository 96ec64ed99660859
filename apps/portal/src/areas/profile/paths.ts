/** The profile (spec 1 §2 `/profile`). */
export const profilePath = '/profile';
/** The profile's form (`/profile/edit`). */
export const profileEditPath = '/profile/edit';
/** The profile's integrations tab (`/profile?tab=integrations`), where the Samsara modal sends admins. */
export const profileIntegrationsPath = '/profile?tab=integrations';

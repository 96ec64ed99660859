import type { ContactPortalAccess } from '@freightkit/domain';
import { StatusChip, useI18n } from '@freightkit/ui';

const tones = { None: 'neutral', Invited: 'info', Active: 'positive' } as const;

/** A contact's portal access as a chip: No access, Invited (not activated yet) or Active. */
export function PortalAccessChip({ access }: { readonly access: ContactPortalAccess }) {
  const { t } = useI18n();
  return <StatusChip tone={tones[access]}>{t(`contacts.portal.${access}`)}</StatusChip>;
}

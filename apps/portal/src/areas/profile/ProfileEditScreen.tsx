import { useCurrentContact } from '@freightkit/api/react';
import { useI18n } from '@freightkit/ui';
import { useId } from 'react';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileUnavailable } from './ProfileUnavailable.tsx';

/** `/profile/edit` (spec 1 §2): the signed-in user changes their own contact, starting from the saved one. */
export function ProfileEditScreen() {
  const { t } = useI18n();
  const headingId = useId();
  const contact = useCurrentContact();
  if (!contact.data)
    return <ProfileUnavailable error={contact.error} onRetry={() => void contact.refetch()} />;
  return (
    <Page as="section" aria-labelledby={headingId}>
      <PageTitle id={headingId}>{t('profile.editTitle')}</PageTitle>
      <ProfileForm key={contact.data.id} contact={contact.data} />
    </Page>
  );
}

import { can } from '@freightkit/domain';
import { UnauthorizedView, useI18n } from '@freightkit/ui';
import { useId } from 'react';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { ContactForm } from './ContactForm.tsx';

/** `/contacts/create` (spec 2 §2): an admin adds a person ('contacts.manage'); others are not authorised. */
export function ContactCreateScreen() {
  const { t } = useI18n();
  const user = useCurrentUser();
  const headingId = useId();
  if (!can(user, 'contacts.manage')) return <UnauthorizedView />;
  return (
    <Page as="section" aria-labelledby={headingId}>
      <PageTitle id={headingId}>{t('contacts.form.createTitle')}</PageTitle>
      <ContactForm />
    </Page>
  );
}

import { useContact } from '@freightkit/api/react';
import { can } from '@freightkit/domain';
import { UnauthorizedView, useI18n } from '@freightkit/ui';
import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { ContactForm } from './ContactForm.tsx';
import { ContactUnavailable } from './ContactUnavailable.tsx';

/**
 * `/contacts/{contactId}/edit` (spec 2 §2): an admin changes a person ('contacts.manage'); others are
 * not authorised. The form starts from the saved contact (keyed by it, so a reload starts afresh).
 */
export function ContactEditScreen() {
  const { contactId = '' } = useParams();
  const { t } = useI18n();
  const user = useCurrentUser();
  const headingId = useId();
  const contact = useContact(contactId);
  if (!can(user, 'contacts.manage')) return <UnauthorizedView />;
  if (!contact.data) {
    return <ContactUnavailable error={contact.error} onRetry={() => void contact.refetch()} />;
  }
  const name = `${contact.data.firstName} ${contact.data.lastName}`;
  return (
    <Page as="section" aria-labelledby={headingId}>
      <PageTitle id={headingId}>{t('contacts.form.editTitle', { name })}</PageTitle>
      <ContactForm key={contact.data.id} contact={contact.data} />
    </Page>
  );
}

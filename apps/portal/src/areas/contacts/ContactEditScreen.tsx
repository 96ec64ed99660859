import { ApiError } from '@freightkit/api';
import { useContact } from '@freightkit/api/react';
import { can } from '@freightkit/domain';
import { Banner, Button, Spinner, UnauthorizedView, useI18n, useLinkComponent } from '@freightkit/ui';
import { createElement, useId } from 'react';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { ContactForm } from './ContactForm.tsx';
import { contactListPath } from './paths.ts';

/**
 * `/contacts/{contactId}/edit` (spec 2 §2): an admin changes a person ('contacts.manage'); others are
 * not authorised. The form starts from the saved contact (keyed by it, so a reload starts afresh).
 */
export function ContactEditScreen() {
  const { contactId = '' } = useParams();
  const { t } = useI18n();
  const Link = useLinkComponent();
  const user = useCurrentUser();
  const headingId = useId();
  const contact = useContact(contactId);
  if (!can(user, 'contacts.manage')) return <UnauthorizedView />;
  if (contact.isError) {
    const missing = contact.error instanceof ApiError && contact.error.status === 404;
    return (
      <Page as="section" aria-labelledby={headingId}>
        <PageTitle id={headingId}>{t('nav.contacts')}</PageTitle>
        {missing ? (
          <Banner tone="critical" title={t('contacts.preview.notFound')} />
        ) : (
          <Banner
            tone="critical"
            title={t('contacts.error.title')}
            description={failureText(t, contact.error)}
            actions={
              <Button variant="secondary" onClick={() => void contact.refetch()}>
                {t('contacts.retry')}
              </Button>
            }
          />
        )}
        {createElement(Link, { href: contactListPath }, t('contacts.preview.back'))}
      </Page>
    );
  }
  if (!contact.data) {
    return (
      <Page as="section" aria-busy="true">
        <Spinner label={t('contacts.preview.loading')} />
      </Page>
    );
  }
  const name = `${contact.data.firstName} ${contact.data.lastName}`;
  return (
    <Page as="section" aria-labelledby={headingId}>
      <PageTitle id={headingId}>{t('contacts.form.editTitle', { name })}</PageTitle>
      <ContactForm key={contact.data.id} contact={contact.data} />
    </Page>
  );
}

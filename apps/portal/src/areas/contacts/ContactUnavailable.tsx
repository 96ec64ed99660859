import { ApiError } from '@freightkit/api';
import { Banner, Button, Spinner, useI18n, useLinkComponent } from '@freightkit/ui';
import { createElement, useId } from 'react';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { contactListPath } from './paths.ts';

/** Props of {@link ContactUnavailable}. */
export interface ContactUnavailableProps {
  /** Why the contact could not be read, or `undefined` while it loads. */
  readonly error?: Error | null;
  /** Asks for the contact again (the retry of a failed read). */
  readonly onRetry: () => void;
}

/**
 * What a contact's page shows until it has the contact: a spinner while it loads; once the read
 * fails, "not found" for a 404 (another company's contact reads the same as a made-up id) or the
 * failure with a retry, and the way back to the list. The preview and the edit page share it.
 */
export function ContactUnavailable({ error, onRetry }: ContactUnavailableProps) {
  const { t } = useI18n();
  const Link = useLinkComponent();
  const headingId = useId();
  if (!error) {
    return (
      <Page as="section" aria-busy="true">
        <Spinner label={t('contacts.preview.loading')} />
      </Page>
    );
  }
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Page as="section" aria-labelledby={headingId}>
      <PageTitle id={headingId}>{t('nav.contacts')}</PageTitle>
      {missing ? (
        <Banner tone="critical" title={t('contacts.preview.notFound')} />
      ) : (
        <Banner
          tone="critical"
          title={t('contacts.error.title')}
          description={failureText(t, error)}
          actions={
            <Button variant="secondary" onClick={onRetry}>
              {t('contacts.retry')}
            </Button>
          }
        />
      )}
      {createElement(Link, { href: contactListPath }, t('contacts.preview.back'))}
    </Page>
  );
}

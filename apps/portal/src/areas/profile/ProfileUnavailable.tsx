import { Banner, Button, Spinner, useI18n } from '@freightkit/ui';
import { useId } from 'react';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';

/** Props of {@link ProfileUnavailable}. */
export interface ProfileUnavailableProps {
  /** Why the profile could not be read, or `undefined` while it loads. */
  readonly error?: Error | null;
  /** Asks for the profile again. */
  readonly onRetry: () => void;
}

/** What the profile pages show until they have the user's contact: a spinner, or the failure with a retry. */
export function ProfileUnavailable({ error, onRetry }: ProfileUnavailableProps) {
  const { t } = useI18n();
  const headingId = useId();
  if (!error) {
    return (
      <Page as="section" aria-busy="true">
        <Spinner label={t('profile.loading')} />
      </Page>
    );
  }
  return (
    <Page as="section" aria-labelledby={headingId}>
      <PageTitle id={headingId}>{t('nav.profile')}</PageTitle>
      <Banner
        tone="critical"
        title={t('profile.error.title')}
        description={failureText(t, error)}
        actions={
          <Button variant="secondary" onClick={onRetry}>
            {t('profile.retry')}
          </Button>
        }
      />
    </Page>
  );
}

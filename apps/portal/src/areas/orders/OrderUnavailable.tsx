import { ApiError } from '@freightkit/api';
import { Banner, Button, Spinner, useI18n, useLinkComponent } from '@freightkit/ui';
import { createElement, useId } from 'react';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { orderListPath } from './paths.ts';

/** Props of {@link OrderUnavailable}. */
export interface OrderUnavailableProps {
  readonly orderNumber: string;
  /** Why the order could not be read, or `null` while it loads. */
  readonly error: Error | null;
  /** Asks for the order again (the retry of a failed read). */
  readonly onRetry: () => void;
}

/**
 * What an order's page shows until it has the order: a spinner while it loads; once the read fails,
 * "not found" for a 404 (another company's order reads the same as a made-up number) or the failure
 * with a retry, and the way back to the list. The preview and the edit page share it.
 */
export function OrderUnavailable({ orderNumber, error, onRetry }: OrderUnavailableProps) {
  const { t } = useI18n();
  const Link = useLinkComponent();
  const headingId = useId();
  if (!error) {
    return (
      <Page as="section" aria-busy="true">
        <Spinner label={t('portal.loading')} />
      </Page>
    );
  }
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Page as="section" aria-labelledby={headingId}>
      <PageTitle id={headingId}>{t('orders.title')}</PageTitle>
      {missing ? (
        <Banner tone="critical" title={t('orders.preview.notFound', { number: orderNumber })} />
      ) : (
        <Banner
          tone="critical"
          title={t('orders.preview.loadError')}
          description={failureText(t, error)}
          actions={
            <Button variant="secondary" onClick={onRetry}>
              {t('orders.retry')}
            </Button>
          }
        />
      )}
      {createElement(Link, { href: orderListPath() }, t('orders.preview.back'))}
    </Page>
  );
}

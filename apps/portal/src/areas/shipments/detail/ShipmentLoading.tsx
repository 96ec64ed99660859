import { Inline, ShipmentSummary, Spinner, Stack, useI18n } from '@freightkit/ui';
import { useId } from 'react';
import { Page } from '../../common/Page.tsx';
import { PageTitle } from '../../common/PageTitle.tsx';

/**
 * A shipment's page while the shipment loads: its title (the number is the address's), the summary's
 * placeholder where the summary will be, and a labelled spinner. The title is the page's largest text
 * and is drawn as the loaded page draws it, so a phone's LCP comes with the first render rather than
 * after the number's search and the shipment's answer (ADR 074), and the header does not move when
 * they arrive.
 */
export function ShipmentLoading({ shipmentNumber }: { readonly shipmentNumber: string }) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <Page as="section" aria-busy="true" aria-labelledby={headingId}>
      <Stack as="header" space="md">
        <Inline space="md" align="spaceBetween" alignY="center">
          <PageTitle id={headingId}>{t('shipmentDetail.title', { number: shipmentNumber })}</PageTitle>
        </Inline>
        <ShipmentSummary loading />
      </Stack>
      <Spinner label={t('shipmentDetail.loading', { number: shipmentNumber })} />
    </Page>
  );
}

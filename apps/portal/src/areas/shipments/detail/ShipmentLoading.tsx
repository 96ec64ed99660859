import { ShipmentSummary, Spinner, useI18n } from '@freightkit/ui';
import { useId } from 'react';
import { Page } from '../../common/Page.tsx';
import { PageTitle } from '../../common/PageTitle.tsx';
import { ShipmentHeader } from './ShipmentHeader.tsx';

/**
 * A shipment's page while the shipment loads: its title (the number is the address's), the summary's
 * placeholder where the summary will be, and a labelled spinner. The title is the page's largest text
 * and is drawn as the loaded page draws it, so a phone's LCP comes with the first render rather than
 * after the number's search and the shipment's answer (ADR 074). It shares the loaded page's
 * {@link ShipmentHeader}, so neither the title nor the summary moves when they arrive.
 */
export function ShipmentLoading({ shipmentNumber }: { readonly shipmentNumber: string }) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <Page as="section" aria-busy="true" aria-labelledby={headingId}>
      <ShipmentHeader
        title={<PageTitle id={headingId}>{t('shipmentDetail.title', { number: shipmentNumber })}</PageTitle>}
        summary={<ShipmentSummary loading />}
      />
      <Spinner label={t('shipmentDetail.loading', { number: shipmentNumber })} />
    </Page>
  );
}

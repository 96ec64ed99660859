import { defaultShipmentTab, shipmentPreviewPages, shipmentPreviewPath } from '@freightkit/domain';
import { Spinner, Text, useI18n } from '@freightkit/ui';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { Page } from '../../common/Page.tsx';
import { useReturnOnFailure } from './useReturnOnFailure.ts';
import { useShipmentByNumber } from './useShipmentByNumber.ts';

/**
 * `/all-shipments/{n}`, `/all-shipments/{n}/preview` (and the other lists' `{n}`): opens the shipment
 * on the tab its status calls for (spec 1 §2 "Shipment view tabs", domain's `defaultShipmentTab`
 * indexing the preview sub-pages in their spec order), keeping the query string.
 */
export function ShipmentPreviewIndex() {
  const { shipmentNumber = '' } = useParams();
  const { search, hash } = useLocation();
  const { t } = useI18n();
  const { shipment, notFound } = useShipmentByNumber(shipmentNumber);
  useReturnOnFailure(notFound);
  if (shipment) {
    const page = shipmentPreviewPages[defaultShipmentTab(shipment.shipmentStatus)] ?? 'details';
    return <Navigate to={`${shipmentPreviewPath(shipment.shipmentNumber, page)}${search}${hash}`} replace />;
  }
  return (
    <Page as="section" aria-busy={!notFound}>
      {notFound ? (
        <Text tone="secondary">{t('shipments.detailsFailed')}</Text>
      ) : (
        <Spinner label={t('shipmentDetail.loading', { number: shipmentNumber })} />
      )}
    </Page>
  );
}

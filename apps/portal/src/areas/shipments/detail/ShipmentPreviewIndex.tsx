import { defaultShipmentPage, shipmentPreviewPath } from '@freightkit/domain';
import { Text, useI18n } from '@freightkit/ui';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { Page } from '../../common/Page.tsx';
import { ShipmentLoading } from './ShipmentLoading.tsx';
import { useReturnOnFailure } from './useReturnOnFailure.ts';
import { useShipmentByNumber } from './useShipmentByNumber.ts';

/**
 * `/all-shipments/{n}`, `/all-shipments/{n}/preview` (and the other lists' `{n}`): opens the shipment
 * on the tab its status calls for (spec 1 §2 "Shipment view tabs" as ADR 022 reads it, domain's
 * `defaultShipmentPage`: moving loads on their stops, delivered ones on their documents), keeping
 * the query string.
 */
export function ShipmentPreviewIndex() {
  const { shipmentNumber = '' } = useParams();
  const { search, hash } = useLocation();
  const { t } = useI18n();
  const { shipment, notFound } = useShipmentByNumber(shipmentNumber);
  useReturnOnFailure(notFound);
  if (shipment) {
    const page = defaultShipmentPage(shipment.shipmentStatus);
    return <Navigate to={`${shipmentPreviewPath(shipment.shipmentNumber, page)}${search}${hash}`} replace />;
  }
  if (notFound) {
    return (
      <Page as="section">
        <Text tone="secondary">{t('shipments.detailsFailed')}</Text>
      </Page>
    );
  }
  // The tab's page draws the same frame while it loads, so nothing moves when this one hands over.
  return <ShipmentLoading shipmentNumber={shipmentNumber} />;
}

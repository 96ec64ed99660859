import { shipmentPreviewPath } from '@freightkit/domain';
import { useI18n } from '@freightkit/ui';
import { EntityComments } from '../../paperwork/index.ts';
import type { ShipmentPaperworkProps } from './ShipmentDocumentsPage.tsx';

/**
 * The Comments section of a shipment's details: the shipment's {@link EntityComments}, whose notes
 * link back to the shipment's preview.
 *
 * @example <ShipmentComments shipmentId={shipment.id} shipmentNumber={shipment.shipmentNumber} />
 */
export function ShipmentComments({ shipmentId, shipmentNumber }: ShipmentPaperworkProps) {
  const { t } = useI18n();
  return (
    <EntityComments
      entity={{
        type: 'shipment',
        id: shipmentId,
        description: t('paperwork.comments.entity', { shipmentNumber }),
        link: shipmentPreviewPath(shipmentNumber),
      }}
    />
  );
}

import { useI18n } from '@freightkit/ui';
import { EntityDocuments } from '../../paperwork/index.ts';

/** Props of the shipment paperwork screens: which shipment, by id (calls) and number (texts, links). */
export interface ShipmentPaperworkProps {
  readonly shipmentId: string;
  readonly shipmentNumber: string;
}

/**
 * The documents sub-page of a shipment (`/all-shipments/{n}/preview/documents`): the shipment's
 * {@link EntityDocuments} — its documents and empty required slots, upload (a proof of delivery for
 * a chosen drop-off stop), preview, download and delete, raising the shipment document event.
 *
 * @example <ShipmentDocumentsPage shipmentId={shipment.id} shipmentNumber={shipment.shipmentNumber} />
 */
export function ShipmentDocumentsPage({ shipmentId, shipmentNumber }: ShipmentPaperworkProps) {
  const { t } = useI18n();
  return (
    <EntityDocuments
      entity={{
        type: 'shipment',
        id: shipmentId,
        description: t('paperwork.comments.entity', { shipmentNumber }),
      }}
    />
  );
}

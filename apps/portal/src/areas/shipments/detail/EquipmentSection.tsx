import { useSaveShipmentEquipment, useShipmentEquipment } from '@freightkit/api/react';
import { EquipmentCard, useI18n } from '@freightkit/ui';
import { useNotices } from '../../../app/notifications.tsx';
import { failureText, withUserError } from './failureText.ts';

/** The shipment's equipment (tractor, trailer, plate), shown and edited with the kit EquipmentCard. */
export function EquipmentSection({
  shipmentId,
  readOnly = false,
}: {
  shipmentId: string;
  readOnly?: boolean;
}) {
  const { t } = useI18n();
  const notices = useNotices();
  const equipment = useShipmentEquipment(shipmentId);
  const save = useSaveShipmentEquipment();
  return (
    <EquipmentCard
      value={equipment.data}
      loading={equipment.isPending}
      error={equipment.isError ? failureText(t, equipment.error) : undefined}
      readOnly={readOnly}
      onSave={async (body) => {
        await withUserError(t, save.mutateAsync({ id: shipmentId, body }));
        notices.success(t('shipmentDetail.equipment.saved'));
      }}
    />
  );
}

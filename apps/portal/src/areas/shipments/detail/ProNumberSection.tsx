import { shipmentViewStatuses, type Shipment } from '@freightkit/api';
import { useShipmentList, useUpdateProNumber } from '@freightkit/api/react';
import { Card, ProNumberField, useI18n } from '@freightkit/ui';
import { useNotices } from '../../../app/notifications.tsx';
import { withUserError } from './failureText.ts';

/**
 * The shipment's PRO number (kit ProNumberField). The shipment read does not carry it; the list row
 * of the shipment (found by its number in the view that holds its status) does.
 */
export function ProNumberSection({ shipment, readOnly = false }: { shipment: Shipment; readOnly?: boolean }) {
  const { t } = useI18n();
  const notices = useNotices();
  const view = (shipmentViewStatuses.tracking as readonly number[]).includes(shipment.shipmentStatus)
    ? 'tracking'
    : 'booking';
  const rows = useShipmentList(view, { query: shipment.shipmentNumber });
  const row = rows.data?.items.find((item) => item.id === shipment.id);
  const save = useUpdateProNumber();
  return (
    <Card>
      <ProNumberField
        // Remount once the row arrives, so an edit starts from the saved value.
        key={row ? 'loaded' : 'loading'}
        value={row?.proNumber ?? null}
        readOnly={readOnly || rows.isPending}
        onSave={async (value) => {
          await withUserError(t, save.mutateAsync({ id: shipment.id, value: value ?? '' }));
          notices.success(t('shipmentDetail.proNumber.saved'));
        }}
      />
    </Card>
  );
}

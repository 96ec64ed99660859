import type { Shipment } from '@freightkit/api';
import { useUpdateProNumber } from '@freightkit/api/react';
import { Card, ProNumberField, useI18n } from '@freightkit/ui';
import { useNotices } from '../../../app/notifications.tsx';
import { withUserError } from './failureText.ts';

/**
 * The shipment's PRO number (kit ProNumberField), prefilled with the value the shipment read
 * carries. Saving refreshes the shipment (the mutation invalidates it), so the field shows what the
 * back end stored (trimmed, or none when cleared).
 */
export function ProNumberSection({ shipment, readOnly = false }: { shipment: Shipment; readOnly?: boolean }) {
  const { t } = useI18n();
  const notices = useNotices();
  const save = useUpdateProNumber();
  return (
    <Card>
      <ProNumberField
        // Remount when the stored value changes, so an edit starts from the saved value.
        key={shipment.proNumber ?? ''}
        value={shipment.proNumber}
        readOnly={readOnly}
        onSave={async (value) => {
          await withUserError(t, save.mutateAsync({ id: shipment.id, value: value ?? '' }));
          notices.success(t('shipmentDetail.proNumber.saved'));
        }}
      />
    </Card>
  );
}

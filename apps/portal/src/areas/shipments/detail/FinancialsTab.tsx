import { useCarrierChargeDetails, useShipmentChargeTypes } from '@freightkit/api/react';
import { DataTable, Stack, useI18n } from '@freightkit/ui';
import { ChargesTable } from './ChargesTable.tsx';
import { failureText } from './failureText.ts';

/**
 * The financials sub-page: the carrier's charges on the shipment with their total, and the charge
 * types that may be billed on it, each in the kit DataTable (with its loading, empty and error states).
 */
export function FinancialsTab({ id }: { id: string }) {
  const { t } = useI18n();
  const charges = useCarrierChargeDetails(id);
  const types = useShipmentChargeTypes(id);
  return (
    <Stack space="lg">
      <ChargesTable
        caption={t('shipmentDetail.financials.charges')}
        charges={charges.data?.charges ?? []}
        total={charges.data?.total}
        loading={charges.isPending}
        error={charges.isError ? failureText(t, charges.error) : undefined}
      />
      <DataTable<{ readonly code: string; readonly description: string }>
        caption={t('shipmentDetail.financials.chargeTypes')}
        columns={[
          { id: 'code', header: t('shipmentDetail.financials.code'), cell: (row) => row.code },
          {
            id: 'description',
            header: t('shipmentDetail.financials.description'),
            cell: (row) => row.description,
            rowHeader: true,
          },
        ]}
        rows={types.data ?? []}
        getRowKey={(row) => row.code}
        emptyText={t('shipmentDetail.financials.noChargeTypes')}
        loading={types.isPending}
        error={types.isError ? failureText(t, types.error) : undefined}
      />
    </Stack>
  );
}

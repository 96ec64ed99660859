import { useShipmentCases } from '@freightkit/api/react';
import { useI18n } from '@freightkit/ui';
import { CaseTable, LoadError } from '../../cases/index.ts';

/** Props of {@link CasesTab}. */
export interface CasesTabProps {
  /** The shipment's id (the cases call's path). */
  readonly id: string;
  /** The shipment's number (the table's caption). */
  readonly shipmentNumber: string;
}

/**
 * The shipment detail's Cases sub-page (spec 2 §2: a shipment's detail lists its cases, up to
 * 1000): the shipment's accessorial requests, each linking to its case preview, with an empty state
 * when none was raised and a retryable error.
 */
export function CasesTab({ id, shipmentNumber }: CasesTabProps) {
  const { t } = useI18n();
  const cases = useShipmentCases(id);
  return (
    <CaseTable
      caption={t('cases.shipment.caption', { number: shipmentNumber })}
      cases={cases.data?.items ?? []}
      emptyText={t('cases.shipment.empty')}
      loading={cases.isPending}
      error={
        cases.isError ? <LoadError error={cases.error} onRetry={() => void cases.refetch()} /> : undefined
      }
      withoutShipment
    />
  );
}

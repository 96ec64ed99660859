import { useShipmentCases } from '@freightkit/api/react';
import { Inline, Stack, useI18n } from '@freightkit/ui';
import { CaseTable, LoadError, RaiseCaseAction } from '../../cases/index.ts';

/** Props of {@link CasesTab}. */
export interface CasesTabProps {
  /** The shipment's id (the cases call's path). */
  readonly id: string;
  /** The shipment's number (the table's caption). */
  readonly shipmentNumber: string;
  /** The shipment's status value: with it, the tab offers raising a request its status allows. */
  readonly status?: number | undefined;
}

/**
 * The shipment detail's Cases sub-page (spec 2 §2: a shipment's detail lists its cases, up to
 * 1000): the shipment's accessorial requests, each linking to its case preview, with an empty state
 * when none was raised and a retryable error; and, given the status, "Raise accessorial request".
 */
export function CasesTab({ id, shipmentNumber, status }: CasesTabProps) {
  const { t } = useI18n();
  const cases = useShipmentCases(id);
  const table = (
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
  if (status === undefined) return table;
  return (
    <Stack space="md">
      <Inline space="sm" align="right">
        <RaiseCaseAction shipment={{ shipmentNumber, status }} />
      </Inline>
      {table}
    </Stack>
  );
}

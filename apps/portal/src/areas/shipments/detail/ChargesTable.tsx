import { DataTable, Money, useI18n, type DataTableProps } from '@freightkit/ui';

/** One charge line as the carrier charge details and the rate confirmation answer it. */
export interface ChargeRow {
  readonly code: string;
  readonly description: string;
  readonly amount: number;
}

/** Props of {@link ChargesTable}. */
export interface ChargesTableProps extends Pick<DataTableProps<ChargeRow>, 'caption' | 'loading' | 'error'> {
  /** The charge lines. */
  readonly charges: readonly ChargeRow[];
  /** The summed amount, shown in the totals row; no totals row while it is unknown. */
  readonly total?: number;
}

/**
 * A shipment's charges (code, description, amount) with their total, in the kit DataTable. One
 * table for the financials and the signed rate confirmation sub-pages, so both read the same.
 */
export function ChargesTable({ caption, charges, total, loading, error }: ChargesTableProps) {
  const { t } = useI18n();
  return (
    <DataTable<ChargeRow>
      caption={caption}
      columns={[
        { id: 'code', header: t('shipmentDetail.financials.code'), cell: (row) => row.code },
        {
          id: 'description',
          header: t('shipmentDetail.financials.description'),
          cell: (row) => row.description,
          rowHeader: true,
        },
        {
          id: 'amount',
          header: t('shipmentDetail.financials.amount'),
          cell: (row) => <Money amount={row.amount} />,
          align: 'end',
        },
      ]}
      rows={charges}
      getRowKey={(row, index) => `${row.code}-${String(index)}`}
      totals={total === undefined ? undefined : { values: { amount: <Money amount={total} /> } }}
      emptyText={t('shipmentDetail.financials.noCharges')}
      loading={loading}
      error={error}
    />
  );
}

import { chargeTotal, chargesTotal, keptNumberFormat, type Charge } from '@freightkit/domain';
import { useMemo } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';
import { Money } from '../Money/Money.tsx';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

/** A charge's units: up to four decimals (frozen, so the kept formatter is found by identity). */
const unitsOptions: Intl.NumberFormatOptions = Object.freeze({ maximumFractionDigits: 4 });

/** Props of {@link ChargesTable}. */
export interface ChargesTableProps {
  /** The invoice's charges (description, rate type name, rate, units). */
  charges: readonly Charge[];
  /** Hide the 'Charges' caption visually, e.g. inside the 'Charges' accordion. @default false */
  hideCaption?: boolean;
  /** Charges are loading. @default false */
  loading?: boolean;
  /** Loading the charges failed. */
  error?: string;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * The charges of an invoice (spec 2 §2): Description, Rate Type, Rate, Unit, Total, with a summed
 * total row, and 'No Charges Linked to Invoice' when there are none. Totals come from the domain's
 * money rules (a charge total is rate × units, summed to the cent).
 *
 * @example
 * <ChargesTable charges={invoice.charges} hideCaption />
 */
export function ChargesTable({
  charges,
  hideCaption = false,
  loading = false,
  error,
  className,
}: ChargesTableProps) {
  const { t, locale } = useI18n();
  const columns = useMemo<DataTableColumn<Charge>[]>(() => {
    const units = keptNumberFormat(locale, unitsOptions);
    return [
      { id: 'description', header: t('charges.description'), cell: (c) => c.description, rowHeader: true },
      { id: 'rateType', header: t('charges.rateType'), cell: (c) => c.chargeTypeName ?? '' },
      { id: 'rate', header: t('charges.rate'), align: 'end', cell: (c) => <Money amount={c.rate} /> },
      { id: 'unit', header: t('charges.unit'), align: 'end', cell: (c) => units.format(c.units) },
      {
        id: 'total',
        header: t('charges.total'),
        align: 'end',
        cell: (c) => <Money amount={chargeTotal(c.rate, c.units)} />,
      },
    ];
  }, [t, locale]);
  return (
    <DataTable
      caption={t('charges.title')}
      hideCaption={hideCaption}
      columns={columns}
      rows={charges}
      totals={{ label: t('charges.total'), values: { total: <Money amount={chargesTotal(charges)} /> } }}
      emptyText={t('charges.empty')}
      loading={loading}
      error={error}
      className={className}
    />
  );
}

import type { InvoiceCharge } from '@freightkit/api';
import { chargesTotal, chargeTotal } from '@freightkit/domain';
import { Accordion, AccordionItem, DataTable, Money, useFormat, useI18n } from '@freightkit/ui';

/**
 * The Charges accordion of the invoice preview (spec 2 §2): Description, Rate Type, Rate, Unit and
 * Total (rate times units, domain's rule) in the kit DataTable with a summed total row, or 'No
 * Charges Linked to Invoice'. Open by default; the header repeats the total.
 */
export function InvoiceCharges({ charges }: { readonly charges: readonly InvoiceCharge[] }) {
  const { t } = useI18n();
  const format = useFormat();
  const total = chargesTotal(charges);
  return (
    <Accordion>
      <AccordionItem
        title={t('charges.title')}
        headingLevel={3}
        defaultOpen
        summary={
          charges.length === 0 ? undefined : (
            <span>{t('invoice.charges.total', { amount: format.formatMoney(total) })}</span>
          )
        }
      >
        <DataTable<InvoiceCharge>
          caption={t('charges.title')}
          hideCaption
          columns={[
            {
              id: 'description',
              header: t('charges.description'),
              cell: (row) => row.description,
              rowHeader: true,
            },
            { id: 'rateType', header: t('charges.rateType'), cell: (row) => row.chargeTypeName },
            {
              id: 'rate',
              header: t('charges.rate'),
              cell: (row) => <Money amount={row.rate} />,
              align: 'end',
            },
            {
              id: 'unit',
              header: t('charges.unit'),
              cell: (row) => format.formatNumber(row.units),
              align: 'end',
            },
            {
              id: 'total',
              header: t('charges.total'),
              cell: (row) => <Money amount={chargeTotal(row.rate, row.units)} />,
              align: 'end',
            },
          ]}
          rows={charges}
          getRowKey={(row, index) => `${row.description}-${String(index)}`}
          totals={charges.length === 0 ? undefined : { values: { total: <Money amount={total} /> } }}
          emptyText={t('charges.empty')}
        />
      </AccordionItem>
    </Accordion>
  );
}

import type { TenderCarrier } from '@freightkit/api';
import { Select, TextField, useI18n } from '@freightkit/ui';

/** Props of {@link TenderFields}. */
export interface TenderFieldsProps {
  /** The carriers a broker may tender to (`useTenderCarriers`), or undefined while they load. */
  readonly carriers: readonly TenderCarrier[] | undefined;
  readonly carrierId: string;
  readonly onCarrierChange: (id: string) => void;
  /** The line-haul rate as typed. */
  readonly rate: string;
  readonly onRateChange: (rate: string) => void;
  /** What is wrong with the carrier or the rate, already in the user's language. */
  readonly errors: Readonly<{ carrier?: string | undefined; rate?: string | undefined }>;
}

/** How a carrier reads in a picker: its MC number when it has one, else its company number. */
export function carrierDescription(carrier: TenderCarrier): string {
  return carrier.mcNumber ? `MC ${carrier.mcNumber}` : carrier.companyNumber;
}

/**
 * The carrier and rate of a tender, as every order screen that tenders asks for them (creating a
 * shipment and tendering it, consolidating orders and tendering the shipment).
 */
export function TenderFields({
  carriers,
  carrierId,
  onCarrierChange,
  rate,
  onRateChange,
  errors,
}: TenderFieldsProps) {
  const { t } = useI18n();
  return (
    <>
      <Select
        label={t('orders.actions.carrier')}
        required
        options={(carriers ?? []).map((c) => ({
          value: c.id,
          label: c.name,
          description: carrierDescription(c),
        }))}
        value={carrierId}
        onChange={onCarrierChange}
        error={errors.carrier}
      />
      <TextField
        label={t('orders.actions.rate')}
        required
        inputMode="decimal"
        value={rate}
        onChange={onRateChange}
        error={errors.rate}
      />
    </>
  );
}

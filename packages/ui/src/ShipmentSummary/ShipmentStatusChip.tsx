import { shipmentStatuses, shipmentStatusTone } from '@freightkit/domain';
import { useI18n } from '../i18n/I18nContext.tsx';
import { StatusChip } from '../StatusChip/StatusChip.tsx';

/** Props of {@link ShipmentStatusChip}. */
export interface ShipmentStatusChipProps {
  /** The shipment status value (`ShipmentStatus` from `@freightkit/domain`). */
  status: number;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A shipment status as a coloured chip, labelled from the domain's status enum (translated through the
 * catalog) and toned by {@link shipmentStatusTone}. The text carries the meaning; colour only repeats it.
 *
 * @example
 * <ShipmentStatusChip status={ShipmentStatus.InTransit} />
 */
export function ShipmentStatusChip({ status, className }: ShipmentStatusChipProps) {
  const { t } = useI18n();
  const key = shipmentStatuses.messageKey(status);
  const tone = shipmentStatusTone(status);
  return (
    <StatusChip tone={tone} className={className}>
      {key ? t(key) : String(status)}
    </StatusChip>
  );
}

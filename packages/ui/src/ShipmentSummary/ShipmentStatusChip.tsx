import { shipmentStatuses } from '@freightkit/domain';
import { shipmentStatusTone } from '../shipmentMessages/stopZone.ts';
import { useShipmentText } from '../shipmentMessages/useShipmentText.ts';
import * as styles from './ShipmentSummary.css.ts';

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
  const t = useShipmentText();
  const key = shipmentStatuses.messageKey(status);
  const tone = shipmentStatusTone(status);
  return (
    <span
      className={[styles.chip, styles.chipTone[tone], className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-status={status}
    >
      {key ? t(key) : String(status)}
    </span>
  );
}

import { ShipmentStatus } from '../enums/freight.ts';
import { timeZoneForPostalCode } from '../regions/regions.ts';
import type { Tone } from '../tone.ts';

/**
 * The first status of a booked load: from Booked on a carrier is on the load (a rate confirmation,
 * a booked carrier, a way back by rescinding). Voided (-1) is never booked.
 */
export const bookedFromStatus = ShipmentStatus.Booked;

/** Whether a shipment is booked or later (Booked through Delivery Confirmed; never Voided). */
export function isBookedOrLater(status: number): boolean {
  return status >= bookedFromStatus;
}

/**
 * The first status the on-time counts and the on-time filter count a load from: Dispatched (it has
 * begun moving, so its stop times can be early or late). FreightKit's reading; the spec names the
 * on-time counts call only (spec 1 §7).
 */
export const onTimeFromStatus = ShipmentStatus.Dispatched;

/** Whether a load counts for on-time (Dispatched or later; never Voided). */
export function countsForOnTime(status: number): boolean {
  return status >= onTimeFromStatus;
}

/**
 * The IANA zone a stop's times are shown and entered in: its own `timeZone` when the back end gives
 * one, else the zone of its postal code's first five digits (spec 1 §5). `undefined` when neither is
 * known (the viewer's zone is then used).
 */
export function stopTimeZone(stop: {
  readonly timeZone?: string | null;
  readonly postalCode?: string | null;
}): string | undefined {
  return stop.timeZone ?? timeZoneForPostalCode(stop.postalCode) ?? undefined;
}

/**
 * Tone of a shipment status chip. The spec gives no colours for statuses, so these are FreightKit's:
 * Voided critical, Booked and Dispatched info, In Transit and At Stop caution, Delivered and Delivery
 * Confirmed positive, the rest (Draft, Ready to Book, Tendering) neutral.
 */
export function shipmentStatusTone(status: number): Tone {
  switch (status) {
    case ShipmentStatus.Voided:
      return 'critical';
    case ShipmentStatus.Delivered:
    case ShipmentStatus.DeliveryConfirmed:
      return 'positive';
    case ShipmentStatus.InTransit:
    case ShipmentStatus.AtStop:
      return 'caution';
    case ShipmentStatus.Booked:
    case ShipmentStatus.Dispatched:
      return 'info';
    default:
      return 'neutral';
  }
}

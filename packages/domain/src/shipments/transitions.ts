import { ShipmentStatus } from '../enums/freight.ts';
import { StopType } from '../enums/people.ts';
import { answer, answerText, type AnswerMessage } from '../messages/answers.ts';
import { statusAnswer } from './statusAnswer.ts';

/**
 * Allowed shipment status changes. The spec lists the status order (spec 1 §3) but says which
 * transitions are allowed is not shown (spec 1 §4); this is FreightKit's reading of that order:
 * - a shipment moves forward one step at a time along Draft → Ready to Book → Tendering → Booked →
 *   Dispatched → In Transit → At Stop → Delivered → Delivery Confirmed;
 * - In Transit and At Stop alternate (a multi-stop load leaves a stop and reaches the next), and a
 *   shipment in transit may be marked Delivered directly (its last stop reached);
 * - a booking can be rescinded (Booked → Ready to Book) and a tender withdrawn (Tendering → Ready to Book);
 * - any shipment not yet delivered may be voided; Voided and Delivery Confirmed are final.
 * Anything else (skipping steps, going back from delivered, reviving a voided load) is refused.
 */
export const shipmentStatusTransitions: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  [ShipmentStatus.Voided]: [],
  [ShipmentStatus.Draft]: [ShipmentStatus.ReadyToBook, ShipmentStatus.Voided],
  [ShipmentStatus.ReadyToBook]: [ShipmentStatus.Tendering, ShipmentStatus.Booked, ShipmentStatus.Voided],
  [ShipmentStatus.Tendering]: [ShipmentStatus.ReadyToBook, ShipmentStatus.Booked, ShipmentStatus.Voided],
  [ShipmentStatus.Booked]: [ShipmentStatus.ReadyToBook, ShipmentStatus.Dispatched, ShipmentStatus.Voided],
  [ShipmentStatus.Dispatched]: [ShipmentStatus.InTransit, ShipmentStatus.Voided],
  [ShipmentStatus.InTransit]: [ShipmentStatus.AtStop, ShipmentStatus.Delivered, ShipmentStatus.Voided],
  [ShipmentStatus.AtStop]: [ShipmentStatus.InTransit, ShipmentStatus.Delivered, ShipmentStatus.Voided],
  [ShipmentStatus.Delivered]: [ShipmentStatus.DeliveryConfirmed],
  [ShipmentStatus.DeliveryConfirmed]: [],
};

/** Whether a shipment may go from one status to another (see {@link shipmentStatusTransitions}). */
export function canChangeShipmentStatus(from: number, to: number): boolean {
  const next = (shipmentStatusTransitions as Readonly<Record<number, readonly number[] | undefined>>)[from];
  return next?.includes(to) ?? false;
}

/**
 * Whether a booking may be rescinded: the load has been booked and may go back to Ready to Book (by
 * {@link shipmentStatusTransitions}, only a Booked load). A Tendering load also goes back to Ready to
 * Book, but that is withdrawing a tender, not rescinding a booking.
 */
export function canRescindBooking(status: number): boolean {
  return status >= ShipmentStatus.Booked && canChangeShipmentStatus(status, ShipmentStatus.ReadyToBook);
}

/**
 * Whether rescinding a booking gives the load away from the carrier altogether. A load born of a broker's
 * order (it has an `orderId`) is the carrier's only through the tender it accepted (ADR 043): once the
 * booking is rescinded the load is the broker's again and the carrier can no longer read it. A carrier's
 * own load stays its own, back in Ready to Book.
 */
export function rescindReleasesShipment(shipment: { readonly orderId: string | null }): boolean {
  return shipment.orderId !== null;
}

/** The back end's English refusal of a rescind where {@link canRescindBooking} says no. */
export function rescindRefusalMessage(status: number): string {
  return answerText(rescindRefusal(status));
}

/** {@link rescindRefusalMessage} as its catalog key (ADR 048). */
export function rescindRefusal(status: number): AnswerMessage {
  return statusAnswer('answer.shipments.rescindRefused', { status });
}

/**
 * Whether a stop's arrival and departure may be recorded in a status. The spec names the update but
 * not when it applies; FreightKit's reading: once the load is Dispatched (the driver is on the way)
 * through Delivered (late paperwork may still correct a time), never before dispatch, once the
 * delivery is confirmed, or on a voided load.
 */
export function canRecordStopTimes(status: number): boolean {
  return status >= ShipmentStatus.Dispatched && status <= ShipmentStatus.Delivered;
}

/**
 * Whether a problem may be reported on a shipment in a status: while it is booked and not yet
 * delivered (Booked, Dispatched, In Transit, At Stop). FreightKit's reading; the spec names the call only.
 */
export function canReportProblem(status: number): boolean {
  return status >= ShipmentStatus.Booked && status <= ShipmentStatus.AtStop;
}

/** The back end's English refusal of a problem report on a shipment in a status where {@link canReportProblem} says no. */
export function problemRefusalMessage(status: number): string {
  return answerText(problemRefusal(status));
}

/** {@link problemRefusalMessage} as its catalog key (ADR 048). */
export function problemRefusal(status: number): AnswerMessage {
  return statusAnswer('answer.shipments.problemRefused', { status });
}

/**
 * The statuses in which a stop may be preloaded: Booked and Dispatched (the trailer is loaded ahead
 * of the driver, before the load moves). The spec names the preload call and its notice 'Stop preload
 * recorded' but not when it applies; this is FreightKit's reading.
 */
export const preloadStatuses: readonly [ShipmentStatus, ShipmentStatus] = [
  ShipmentStatus.Booked,
  ShipmentStatus.Dispatched,
];

/** Whether a shipment's status allows preloading its stops (one of {@link preloadStatuses}). */
export function canPreloadStop(status: number): boolean {
  return (preloadStatuses as readonly number[]).includes(status);
}

/** A stop as far as preloading it goes: its kind and, once the driver has left it, the departure. */
export interface PreloadableStop {
  /** `Shipping` (a pickup) or `Receiving` (a delivery); a stop of unknown kind is no pickup. */
  readonly type?: string | null;
  /** Actual departure (ISO instant), absent or null while the driver has not left. */
  readonly departure?: string | null;
}

/** Why a stop cannot be preloaded: the shipment's status, the stop is no pickup, or the driver has left it. */
export type PreloadRefusal = 'status' | 'notPickup' | 'departed';

/**
 * Why a stop of a shipment in a status cannot be preloaded, or null when it can: the shipment must
 * be in one of {@link preloadStatuses}, the stop a pickup (a preload is the trailer loaded there) and
 * not yet left by the driver (the load is then already on the trailer). The back end refuses with
 * this reason and the portal offers the preload only where it is null, so the two cannot disagree.
 */
export function preloadRefusal(status: number, stop: PreloadableStop): PreloadRefusal | null {
  if (!canPreloadStop(status)) return 'status';
  if (stop.type !== StopType.Shipping) return 'notPickup';
  if (stop.departure != null) return 'departed';
  return null;
}

/** Whether a stop of a shipment in a status may be preloaded (no {@link preloadRefusal}). */
export function canPreloadAt(status: number, stop: PreloadableStop): boolean {
  return preloadRefusal(status, stop) === null;
}

/**
 * The back end's English explanation of a {@link PreloadRefusal} (a model-state message, shown by
 * the portal as it arrives). The status sentence names {@link preloadStatuses}, so it follows the rule.
 */
export function preloadRefusalMessage(refusal: PreloadRefusal): string {
  return answerText(preloadRefusalAnswer(refusal));
}

/**
 * {@link preloadRefusalMessage} as its catalog key (ADR 048). The status sentence names the two
 * {@link preloadStatuses}, each in the reader's language.
 */
export function preloadRefusalAnswer(refusal: PreloadRefusal): AnswerMessage {
  switch (refusal) {
    case 'status': {
      const [first, second] = preloadStatuses;
      return statusAnswer('answer.shipments.preloadStatus', { first, second });
    }
    case 'notPickup':
      return answer('answer.shipments.preloadNotPickup');
    case 'departed':
      return answer('answer.shipments.preloadDeparted');
  }
}

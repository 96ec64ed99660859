import { ShipmentStatus } from '../enums/freight.ts';

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

/**
 * Whether a pickup stop may be preloaded in a status: while the load is Booked or Dispatched (the
 * trailer is loaded ahead of the driver, before the load moves). FreightKit's reading.
 */
export function canPreloadStop(status: number): boolean {
  return status === ShipmentStatus.Booked || status === ShipmentStatus.Dispatched;
}

/** What a capture is for, as the capture page's URL carries it (so the page opens offline, without a fetch). */
export interface CaptureTarget {
  readonly shipmentId: string;
  readonly shipmentNumber: string;
  /** The drop-off stop of a proof of delivery; `null` for shipment paperwork. */
  readonly orderStopId: string | null;
  /** The stop as the driver saw it ('Stop 2'). */
  readonly stopLabel: string;
}

/** The capture page of a stop: `/capture/{shipmentId}?shipment=1001&stop=<id>&label=Stop%202`. */
export function capturePath(target: CaptureTarget): string {
  const query = new URLSearchParams({ shipment: target.shipmentNumber, label: target.stopLabel });
  if (target.orderStopId !== null) query.set('stop', target.orderStopId);
  return `/capture/${encodeURIComponent(target.shipmentId)}?${query.toString()}`;
}

/** The capture target of the capture page's URL; `null` when it names no shipment. */
export function captureTargetOf(
  shipmentId: string | undefined,
  search: URLSearchParams,
): CaptureTarget | null {
  if (shipmentId === undefined || shipmentId === '') return null;
  return {
    shipmentId,
    shipmentNumber: search.get('shipment') ?? '',
    orderStopId: search.get('stop'),
    stopLabel: search.get('label') ?? '',
  };
}

import type { ShipmentListItem, ShipmentStopDetail } from '@freightkit/api';
import type { ShipmentSummaryData, TimelineStop } from '@freightkit/ui';

/**
 * The shapes the kit's shipment components take, built from the contract's answers. The kit never
 * imports the api package, so the portal translates here, once, for every screen that shows shipments.
 */

/** A list row (booking or tracking view) as the kit's ShipmentSummary shows it. */
export function summaryOfListItem(item: ShipmentListItem): ShipmentSummaryData {
  return {
    shipmentNumber: item.shipmentNumber,
    status: item.status.value,
    origin: {
      city: item.origin.city,
      state: item.origin.state,
      postalCode: item.origin.postalCode,
      date: item.origin.early,
      timeZone: item.origin.ianaTimezone,
    },
    destination: {
      city: item.destination.city,
      state: item.destination.state,
      postalCode: item.destination.postalCode,
      date: item.destination.early,
      timeZone: item.destination.ianaTimezone,
    },
    equipmentMode: item.equipmentMode,
    drivers: item.drivers,
  };
}

/** A stop of the stops call as the kit's StopTimeline shows it, times in the stop's own zone. */
export function timelineStopOf(stop: ShipmentStopDetail): TimelineStop {
  return {
    id: stop.shipmentStopId,
    type: stop.stopType,
    city: stop.location.city,
    state: stop.location.state,
    postalCode: stop.location.postalCode,
    timeZone: stop.location.ianaTimezone,
    early: stop.early,
    late: stop.late,
    appointment: stop.appointment,
    arrival: stop.arrival,
    departure: stop.departure,
  };
}

/** A stop's address on one line, e.g. for a calendar event's location. */
export function stopPlace(stop: TimelineStop): string {
  return `${stop.city}, ${stop.state} ${stop.postalCode ?? ''}`.trim();
}

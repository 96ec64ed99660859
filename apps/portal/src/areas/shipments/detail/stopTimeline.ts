import type { ShipmentStopDetail } from '@freightkit/api';
import type { TimelineStop } from '@freightkit/ui';

/** A stop of the stops call as the kit's timeline takes it (times stay ISO instants, zone from the stop). */
export function toTimelineStop(stop: ShipmentStopDetail): TimelineStop {
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

/** The stop's address on one line (calendar event location). */
export function stopPlace(stop: TimelineStop): string {
  return `${stop.city}, ${stop.state} ${stop.postalCode ?? ''}`.trim();
}

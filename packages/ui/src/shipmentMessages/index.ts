export { shipmentMessages, type ShipmentMessageKey } from './shipmentMessages.ts';
export { useShipmentText, type ShipmentTranslate } from './useShipmentText.ts';
export { shipmentStatusTone, stopTimeZone, zonedTimeParts, zoneAbbreviation } from './stopZone.ts';

import { describeEnum, type EnumValue } from '../enums/describeEnum.ts';

/**
 * Kinds of a problem reported on a shipment (`POST {id}/problems`, spec 1 §7). The spec names the
 * call but not its kinds; these are FreightKit's. The wire value is the key itself, so a reported
 * problem reads the same in any language and its label is translated through the catalog.
 */
export const ShipmentProblemType = {
  Delay: 'Delay',
  Breakdown: 'Breakdown',
  Weather: 'Weather',
  Accident: 'Accident',
  Refused: 'Refused',
  Other: 'Other',
} as const;
/** A shipment problem type value. */
export type ShipmentProblemType = EnumValue<typeof ShipmentProblemType>;
/** Labels and lookups of {@link ShipmentProblemType} (catalog keys `enum.shipmentProblemType.<key>`). */
export const shipmentProblemTypes = describeEnum('shipmentProblemType', ShipmentProblemType, {
  Delay: 'Delay',
  Breakdown: 'Breakdown',
  Weather: 'Weather',
  Accident: 'Accident',
  Refused: 'Refused',
  Other: 'Other',
});

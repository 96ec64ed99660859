import { EquipmentMode, ShipmentStatus, shipmentStatuses } from '@freightkit/domain';
import { z } from 'zod';
import { byIdParamsSchema, idSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** A shipment status value (spec 1 §3 enumerations). */
export const shipmentStatusSchema = z.enum(ShipmentStatus);

/** A status as search results carry it: the value and its display name. */
export const shipmentStatusDisplaySchema = z.object({
  value: shipmentStatusSchema,
  displayName: z.string(),
});

/** A stop's address as the shipment carries it. */
export const locationAddressSchema = z.object({ zip: z.string(), city: z.string(), state: z.string() });

/** A stop of a shipment (spec 1 §3): early / late window and optional appointment, ISO date-times. */
export const shipmentStopSchema = z.object({
  shipmentStopId: idSchema,
  early: z.string(),
  late: z.string(),
  appointment: z.string().nullable(),
  locationAddress: locationAddressSchema,
});

/** A shipment (spec 1 §3 "Shipment"). The shipments slice adds its sub-resources. */
export const shipmentSchema = z.object({
  id: idSchema,
  shipmentNumber: z.string(),
  shipmentStatus: shipmentStatusSchema,
  maxBuy: z.number().nullable(),
  orderId: idSchema.nullable(),
  equipmentMode: z.enum(EquipmentMode),
  stops: z.array(shipmentStopSchema),
});
/** A shipment as parsed by the contract. */
export type Shipment = z.output<typeof shipmentSchema>;

/** Builds the `{ value, displayName }` pair of a status with domain's English label. */
export function shipmentStatusDisplay(value: ShipmentStatus): z.output<typeof shipmentStatusDisplaySchema> {
  return { value, displayName: shipmentStatuses.label(value) ?? String(value) };
}

/** Shipment calls of this slice: one shipment by id. The shipments slice adds the rest. */
export const shipmentEndpoints = {
  /** One shipment of the caller's company; another company's id answers 404. */
  byId: defineEndpoint({
    name: 'shipments.byId',
    method: 'GET',
    path: 'api/v2/shipments/{id}',
    access: 'authenticated',
    summary: 'One shipment by id.',
    params: byIdParamsSchema,
    response: shipmentSchema,
  }),
} as const;

import { shipmentSearchPageSize } from '@freightkit/domain';
import { z } from 'zod';
import { idSchema, pageOf, pagingQuerySchema, placeSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { shipmentStatusDisplaySchema } from './shipments.ts';
import { lazySchema } from './lazySchema.ts';

/** A reference number of a shipment (label such as 'Purchase Order', and value). */
export const referenceNumberSchema = lazySchema(() => z.object({ label: z.string(), value: z.string() }));

/**
 * One hit of the global shipment search (spec 1 §3 "Shipment search result"). `referenceNumbers`
 * is present only for brokers.
 */
export const shipmentSearchResultSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    shipmentNumber: z.string(),
    status: shipmentStatusDisplaySchema,
    origin: placeSchema,
    destination: placeSchema,
    referenceNumbers: z.array(referenceNumberSchema).optional(),
  }),
);
/** One global-search hit. */
export type ShipmentSearchResult = z.output<typeof shipmentSearchResultSchema>;

/** Query of the global shipment search: the trimmed text, page and page size (50, from domain). */
export const shipmentSearchQuerySchema = lazySchema(() =>
  pagingQuerySchema.extend({
    pageSize: pagingQuerySchema.shape.pageSize.default(shipmentSearchPageSize),
    query: z.string().trim().min(1, 'Enter a shipment number.').max(100),
  }),
);
/** Query of the global shipment search. */
export type ShipmentSearchQuery = z.input<typeof shipmentSearchQuerySchema>;

/** Search calls. Driver and quotable-location lookups arrive with their slices. */
export const searchEndpoints = {
  /** Global shipment search by shipment number (and reference number for brokers), scoped to the caller's company. */
  shipments: defineEndpoint({
    name: 'search.shipments',
    method: 'GET',
    path: 'api/v2/quick_searches/shipments',
    access: 'authenticated',
    capability: 'session',
    summary: 'Global shipment search (query, page, pageSize).',
    query: shipmentSearchQuerySchema,
    response: lazySchema(() => pageOf(shipmentSearchResultSchema)),
  }),
} as const;

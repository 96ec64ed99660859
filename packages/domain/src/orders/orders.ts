import {
  parseMarkup,
  cleanReferenceNumbers,
  dropEmptyStrings,
  lineItemsForUpdate,
  type ReferenceNumber,
} from './payloads.ts';

/** The TMS details of an order as typed (spec 2 §3). */
export interface TmsOrderDetailsInput {
  readonly freightTermType?: string | null;
  readonly markup?: string | number | null;
  readonly tmsCompanyId?: string | null;
}

/** The parts of an order form that {@link orderPayload} reshapes; other fields pass through. */
export interface OrderInput {
  readonly referenceNumbers?: readonly ReferenceNumber[] | null;
  readonly tmsOrderDetails?: TmsOrderDetailsInput | null;
  readonly stops?: readonly { readonly lineItems?: readonly { readonly id?: unknown }[] }[] | null;
  readonly [field: string]: unknown;
}

/**
 * Shapes an order body for create or update (spec 2 §5): empty optional strings absent, reference
 * numbers with empty label or value dropped, markup parsed as a number, and on update non-GUID
 * line-item ids dropped in every stop.
 */
export function orderPayload(order: OrderInput, mode: 'create' | 'update'): Record<string, unknown> {
  const details = order.tmsOrderDetails;
  const shapeDetails = (d: TmsOrderDetailsInput): Record<string, unknown> => {
    const { markup: raw, ...rest } = d;
    const markup = parseMarkup(raw);
    return markup === undefined ? rest : { ...rest, markup };
  };
  return dropEmptyStrings({
    ...order,
    referenceNumbers: cleanReferenceNumbers(order.referenceNumbers),
    ...(details ? { tmsOrderDetails: shapeDetails(details) } : {}),
    ...(order.stops
      ? {
          stops: order.stops.map((stop) =>
            mode === 'update' && stop.lineItems
              ? { ...stop, lineItems: lineItemsForUpdate(stop.lineItems) }
              : stop,
          ),
        }
      : {}),
  });
}

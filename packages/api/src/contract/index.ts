import { caseEndpoints } from './cases.ts';
import { contactEndpoints } from './contacts.ts';
import { countEndpoints } from './counts.ts';
import { documentEndpoints } from './documents.ts';
import { equipmentEndpoints } from './equipment.ts';
import type { Endpoint } from './endpoint.ts';
import { identityEndpoints } from './identity.ts';
import { invoiceEndpoints } from './invoices.ts';
import { loadBoardEndpoints } from './loadBoard.ts';
import { noteEndpoints } from './notes.ts';
import { orderEndpoints } from './orders.ts';
import { locationEndpoints } from './locations.ts';
import { orderFilterSetEndpoints } from './orderFilterSets.ts';
import { orderPlanningEndpoints } from './orderPlanning.ts';
import { paymentEndpoints } from './payments.ts';
import { laneEndpoints, truckEndpoints } from './postings.ts';
import { rateRequestEndpoints } from './rateRequests.ts';
import { rateEndpoints } from './rates.ts';
import { searchEndpoints } from './search.ts';
import { shipmentResourceEndpoints } from './shipmentResources.ts';
import { shipmentEndpoints } from './shipments.ts';
import { tenderEndpoints } from './tenders.ts';
import { thirdPartyPayerInvoiceEndpoints } from './thirdPartyPayerInvoices.ts';
import { videoEndpoints } from './videos.ts';

export * from './cases.ts';
export * from './common.ts';
export * from './answerBody.ts';
export * from './contacts.ts';
export * from './counts.ts';
export * from './documents.ts';
export * from './endpoint.ts';
export * from './equipment.ts';
export * from './identity.ts';
export * from './invoices.ts';
export * from './loadBoard.ts';
export * from './notes.ts';
export * from './orders.ts';
export * from './locations.ts';
export * from './orderFilterSets.ts';
export * from './orderPlanning.ts';
export * from './payments.ts';
export * from './postings.ts';
export * from './rateRequests.ts';
export * from './rates.ts';
export * from './search.ts';
export * from './shipmentResources.ts';
export * from './shipments.ts';
export * from './tenders.ts';
export * from './thirdPartyPayerInvoices.ts';
export * from './videos.ts';

/**
 * The whole contract, one entry per area. A new area adds a file under `contract/` and one line here.
 *
 * @example client.call(contract.identity.carrier)
 */
export const contract = {
  identity: identityEndpoints,
  contacts: contactEndpoints,
  search: searchEndpoints,
  shipments: shipmentEndpoints,
  shipmentResources: shipmentResourceEndpoints,
  counts: countEndpoints,
  documents: documentEndpoints,
  notes: noteEndpoints,
  invoices: invoiceEndpoints,
  cases: caseEndpoints,
  tenders: tenderEndpoints,
  rateRequests: rateRequestEndpoints,
  loadBoard: loadBoardEndpoints,
  rates: rateEndpoints,
  payments: paymentEndpoints,
  orders: orderEndpoints,
  locations: locationEndpoints,
  orderPlanning: orderPlanningEndpoints,
  orderFilterSets: orderFilterSetEndpoints,
  thirdPartyPayerInvoices: thirdPartyPayerInvoiceEndpoints,
  trucks: truckEndpoints,
  lanes: laneEndpoints,
  equipment: equipmentEndpoints,
  videos: videoEndpoints,
} as const;

/** Names of the contract's areas. */
export type ContractArea = keyof typeof contract;

/**
 * Every endpoint, ordered so that paths with fewer `{params}` come first; routers that match in
 * registration order (Hono, MSW) then prefer `api/v2/tenders/counts` over `api/v2/tenders/{id}`.
 */
export const allEndpoints: readonly Endpoint[] = sortForRouting(
  Object.values(contract).flatMap((area) => Object.values<Endpoint>(area)),
);

/** Orders endpoints for first-match routers: static paths before parameterised ones, stable otherwise. */
export function sortForRouting(endpoints: readonly Endpoint[]): Endpoint[] {
  const paramCount = (e: Endpoint) => (e.path.match(/\{/g) ?? []).length;
  return [...endpoints].sort((a, b) => paramCount(a) - paramCount(b));
}

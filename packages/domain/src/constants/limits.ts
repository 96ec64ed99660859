/** Most lists (spec 1 §9, spec 2 §9). */
export const listPageSize = 50;
/** Shipment quick search (spec 1 §7, §9). */
export const shipmentSearchPageSize = 50;
/** Rate lookups (spec 1 §7, §9). */
export const ratePageSize = 50;
/** Count queries (spec 1 §9, spec 2 §9). */
export const countPageSize = 1;
/** Driver lookups default (spec 1 §7, §9; spec 2 §7). */
export const driverPageSize = 100;
/** Quotable-location lookups default (spec 1 §7, §9; spec 2 §7). */
export const quotableLocationPageSize = 100;
/** Some location lookups (spec 1 §9, spec 2 §9). */
export const locationLookupPageSize = 10;
/** Locations list (spec 2 §9). */
export const locationsPageSize = 50;
/** Contacts list (spec 2 §9). */
export const contactsPageSize = 50;
/** Invoices list (spec 2 §7). */
export const invoicesPageSize = 50;
/** Payments list filter (spec 2 §2, §9). */
export const paymentsPageSize = 20;
/** Payment detail by check number (spec 2 §2, §9). */
export const paymentDetailPageSize = 20;
/** Cases list (spec 2 §9). */
export const casesPageSize = 50;
/** Cases of one shipment, fetched in one page (spec 1 §9, spec 2 §2, §9). */
export const shipmentCasesPageSize = 1000;
/** Case notes (spec 2 §7, §9). */
export const caseNotesPageSize = 50;
/** Available shipments default origin and destination radius in miles (spec 1 §9, spec 2 §9). */
export const availableShipmentRadiusMiles = 100;
/** Contract-rate maxBuy margin in dollars (spec 1 §4, §9). */
export const contractRateMaxBuyMargin = 5;
/** Consolidation defaults (spec 1 §9, spec 2 §9). */
export const consolidationDefaults = {
  maxWeight: 45000,
  maxUnits: 60,
  distance: 40,
  dateWindowDays: 2,
} as const;

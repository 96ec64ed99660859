import { describeEnum, type EnumValue } from './describeEnum.ts';

/** Invoice status (spec 2 §3). */
export const InvoiceStatus = { Voided: -1, Draft: 0, Received: 1, Settled: 2, PaidInFull: 3 } as const;
/** An invoice status value. */
export type InvoiceStatus = EnumValue<typeof InvoiceStatus>;
/** Labels and lookups of {@link InvoiceStatus}. */
export const invoiceStatuses = describeEnum('invoiceStatus', InvoiceStatus, {
  Voided: 'Voided',
  Draft: 'Draft',
  Received: 'Received',
  Settled: 'Settled',
  PaidInFull: 'Paid in Full',
});

/** Invoice list status filter (spec 2 §3). */
export const InvoiceListFilter = { All: 0, Uninvoiced: 1, Invoiced: 2, Paid: 3, Pending: 4 } as const;
/** An invoice list filter value. */
export type InvoiceListFilter = EnumValue<typeof InvoiceListFilter>;
/** Labels and lookups of {@link InvoiceListFilter}. */
export const invoiceListFilters = describeEnum('invoiceListFilter', InvoiceListFilter, {
  All: 'All',
  Uninvoiced: 'Uninvoiced',
  Invoiced: 'Invoiced',
  Paid: 'Paid',
  Pending: 'Pending',
});

/** Document type (spec 2 §3); `ContactProfilepicture` is the spec's alias of 49. */
export const DocumentType = {
  ProofOfDelivery: 12,
  BillOfLading: 16,
  CarrierConfirmation: 17,
  APInvoice: 18,
  LumperReceipt: 21,
  SignedRateConfirmation: 41,
  ShipmentMiscellaneous: 45,
  CustomerProfilePicture: 49,
  ContactProfilepicture: 49,
  ThirdParty: 64,
  BOLAdvance: 79,
  TrailerPicture: 98,
} as const;
/** A document type value. */
export type DocumentType = EnumValue<typeof DocumentType>;
/** Labels and lookups of {@link DocumentType}; 49 reads as Customer Profile Picture. */
export const documentTypes = describeEnum('documentType', DocumentType, {
  ProofOfDelivery: 'Proof of Delivery',
  BillOfLading: 'Bill of Lading',
  CarrierConfirmation: 'Carrier Confirmation',
  APInvoice: 'AP Invoice',
  LumperReceipt: 'Lumper Receipt',
  SignedRateConfirmation: 'Signed Rate Confirmation',
  ShipmentMiscellaneous: 'Shipment Miscellaneous',
  CustomerProfilePicture: 'Customer Profile Picture',
  ContactProfilepicture: 'Contact Profile Picture',
  ThirdParty: 'Third Party',
  BOLAdvance: 'BOL Advance',
  TrailerPicture: 'Trailer Picture',
});

/** Entity type (spec 2 §3). */
export const EntityType = {
  None: 0,
  Order: 1,
  Quote: 2,
  Carrier: 3,
  Customer: 4,
  Shipment: 5,
  Case: 6,
  SpotFreight: 7,
  Bid: 8,
  APInvoice: 9,
  ARInvoice: 10,
  Contact: 11,
  ConsolidatedInvoice: 12,
  DockScheduleInstructions: 13,
  OrderStop: 14,
  ShipmentStop: 15,
  InternalUser: 16,
  ThirdParty: 17,
  Driver: 18,
  CallRecording: 19,
  LTLBid: 20,
  Claim: 21,
} as const;
/** An entity type value. */
export type EntityType = EnumValue<typeof EntityType>;
/** Labels and lookups of {@link EntityType}. */
export const entityTypes = describeEnum('entityType', EntityType, {
  None: 'None',
  Order: 'Order',
  Quote: 'Quote',
  Carrier: 'Carrier',
  Customer: 'Customer',
  Shipment: 'Shipment',
  Case: 'Case',
  SpotFreight: 'Spot Freight',
  Bid: 'Bid',
  APInvoice: 'AP Invoice',
  ARInvoice: 'AR Invoice',
  Contact: 'Contact',
  ConsolidatedInvoice: 'Consolidated Invoice',
  DockScheduleInstructions: 'Dock Schedule Instructions',
  OrderStop: 'Order Stop',
  ShipmentStop: 'Shipment Stop',
  InternalUser: 'Internal User',
  ThirdParty: 'Third Party',
  Driver: 'Driver',
  CallRecording: 'Call Recording',
  LTLBid: 'LTL Bid',
  Claim: 'Claim',
});

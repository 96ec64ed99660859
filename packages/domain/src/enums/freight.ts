import { describeEnum, type EnumValue } from './describeEnum.ts';

/** Shipping mode (spec 1 §3, spec 2 §3). */
export const ShippingMode = { TL: 0, LTL: 1, Bulk: 2, Intermodal: 3, VLTL: 4, Ocean: 5 } as const;
/** A shipping mode value. */
export type ShippingMode = EnumValue<typeof ShippingMode>;
/** Labels and lookups of {@link ShippingMode}. */
export const shippingModes = describeEnum('shippingMode', ShippingMode, {
  TL: 'TL',
  LTL: 'LTL',
  Bulk: 'Bulk',
  Intermodal: 'Intermodal',
  VLTL: 'VLTL',
  Ocean: 'Ocean',
});

/** Equipment mode (spec 1 §3, spec 2 §3). */
export const EquipmentMode = { Dry: 0, Reefer: 1, Flatbed: 2, Bulk: 3, Drayage: 4, PowerOnly: 5 } as const;
/** An equipment mode value. */
export type EquipmentMode = EnumValue<typeof EquipmentMode>;
/** Labels and lookups of {@link EquipmentMode}. */
export const equipmentModes = describeEnum('equipmentMode', EquipmentMode, {
  Dry: 'Dry',
  Reefer: 'Reefer',
  Flatbed: 'Flat bed',
  Bulk: 'Bulk',
  Drayage: 'Drayage',
  PowerOnly: 'Power only',
});

/** Equipment types as bit flags (spec 1 §3 "Equipment types by bit flag"). */
export const EquipmentType = {
  Van: 1,
  FlatBed: 2,
  Reefer: 4,
  Conestoga: 8,
  Tanker: 16,
  DryBulk: 32,
  Container: 64,
  PupTrailer: 128,
  StraightTruck: 256,
  Sprinter: 512,
  CurtainSide: 1024,
  RemovableGooseNeck: 2048,
  LowBoy: 4096,
  StepDeck: 8192,
  Pneumatic: 16384,
  EndPump: 32768,
  WalkingFloor: 65536,
  DumpTruck: 131072,
  HopperBottom: 262144,
  BeltTrailer: 524288,
} as const;
/** One equipment type flag. */
export type EquipmentType = EnumValue<typeof EquipmentType>;
/** Labels and lookups of {@link EquipmentType}. */
export const equipmentTypes = describeEnum('equipmentType', EquipmentType, {
  Van: 'Van',
  FlatBed: 'Flat Bed',
  Reefer: 'Reefer',
  Conestoga: 'Conestoga',
  Tanker: 'Tanker',
  DryBulk: 'Dry Bulk',
  Container: 'Container',
  PupTrailer: 'Pup Trailer',
  StraightTruck: 'Straight Truck',
  Sprinter: 'Sprinter',
  CurtainSide: 'Curtain Side',
  RemovableGooseNeck: 'Removable Goose Neck',
  LowBoy: 'Low Boy',
  StepDeck: 'Step Deck',
  Pneumatic: 'Pneumatic',
  EndPump: 'End Pump',
  WalkingFloor: 'Walking Floor',
  DumpTruck: 'Dump Truck',
  HopperBottom: 'Hopper Bottom',
  BeltTrailer: 'Belt Trailer',
});

/** Mask with every known equipment type bit set (2^20 − 1). */
export const allEquipmentTypesMask: number = equipmentTypes.entries.reduce((mask, e) => mask | e.value, 0);

/** Decodes an equipment-type mask into its flags in ascending bit order; unknown bits are ignored. */
export function decodeEquipmentTypes(mask: number): EquipmentType[] {
  return equipmentTypes.entries.filter((e) => (mask & e.value) !== 0).map((e) => e.value);
}

/** Decodes an equipment-type mask into its English labels in ascending bit order. */
export function equipmentTypeLabels(mask: number): string[] {
  return equipmentTypes.entries.filter((e) => (mask & e.value) !== 0).map((e) => e.label);
}

/** Encodes equipment-type flags back into one mask (duplicates are harmless). */
export function encodeEquipmentTypes(types: Iterable<EquipmentType>): number {
  let mask = 0;
  for (const type of types) mask |= type;
  return mask;
}

/** Service level (spec 1 §3). */
export const ServiceLevel = { Standard: 0, BookItNow: 1, QuickPay: 2, SmallCarrierQuickPay: 3 } as const;
/** A service level value. */
export type ServiceLevel = EnumValue<typeof ServiceLevel>;
/** Labels and lookups of {@link ServiceLevel}. */
export const serviceLevels = describeEnum('serviceLevel', ServiceLevel, {
  Standard: 'Standard',
  BookItNow: 'Book It Now',
  QuickPay: 'Quick Pay',
  SmallCarrierQuickPay: 'Small Carrier Quick Pay',
});

/** Tender offer status (spec 1 §3). */
export const TenderOfferStatus = {
  Sent: 0,
  Accepted: 1,
  Rejected: 2,
  Rescinded: 3,
  BookingRescinded: 4,
} as const;
/** A tender offer status value. */
export type TenderOfferStatus = EnumValue<typeof TenderOfferStatus>;
/** Labels and lookups of {@link TenderOfferStatus}. */
export const tenderOfferStatuses = describeEnum('tenderOfferStatus', TenderOfferStatus, {
  Sent: 'Sent',
  Accepted: 'Accepted',
  Rejected: 'Rejected',
  Rescinded: 'Rescinded',
  BookingRescinded: 'Booking Rescinded',
});

/** Tender offer reject reasons (spec 1 §3). */
export const TenderRejectReason = {
  NoCapacity: 0,
  DislikesRate: 1,
  DoesNotRunLane: 2,
  NeverRunsLane: 3,
  Other: 4,
  NoEquipment: 5,
} as const;
/** A tender reject reason value. */
export type TenderRejectReason = EnumValue<typeof TenderRejectReason>;
/** Labels and lookups of {@link TenderRejectReason}. */
export const tenderRejectReasons = describeEnum('tenderRejectReason', TenderRejectReason, {
  NoCapacity: 'No Capacity',
  DislikesRate: 'Dislikes Rate',
  DoesNotRunLane: 'Does Not Run Lane',
  NeverRunsLane: 'Never Runs Lane',
  Other: 'Other',
  NoEquipment: 'No Equipment',
});

/** Shipment status (spec 1 §3). */
export const ShipmentStatus = {
  Voided: -1,
  Draft: 0,
  ReadyToBook: 1,
  Tendering: 2,
  Booked: 3,
  Dispatched: 4,
  InTransit: 5,
  AtStop: 6,
  Delivered: 7,
  DeliveryConfirmed: 8,
} as const;
/** A shipment status value. */
export type ShipmentStatus = EnumValue<typeof ShipmentStatus>;
/** Labels and lookups of {@link ShipmentStatus}. */
export const shipmentStatuses = describeEnum('shipmentStatus', ShipmentStatus, {
  Voided: 'Voided',
  Draft: 'Draft',
  ReadyToBook: 'Ready to Book',
  Tendering: 'Tendering',
  Booked: 'Booked',
  Dispatched: 'Dispatched',
  InTransit: 'In Transit',
  AtStop: 'At Stop',
  Delivered: 'Delivered',
  DeliveryConfirmed: 'Delivery Confirmed',
});

/**
 * Rate request status. The spec names Sent, Offered and Declined without numeric codes (spec 1 §3,
 * §4), so the wire values are the names; the api package maps them if the back end differs.
 */
export const RateRequestStatus = { Sent: 'Sent', Offered: 'Offered', Declined: 'Declined' } as const;
/** A rate request status value. */
export type RateRequestStatus = EnumValue<typeof RateRequestStatus>;
/** Labels and lookups of {@link RateRequestStatus}. */
export const rateRequestStatuses = describeEnum('rateRequestStatus', RateRequestStatus, {
  Sent: 'Sent',
  Offered: 'Offered',
  Declined: 'Declined',
});

/** Order types (spec 2 §3 Order.orderType). */
export const OrderType = {
  SalesOrder: 'SalesOrder',
  PurchaseOrder: 'PurchaseOrder',
  TransferOrder: 'TransferOrder',
  ReturnOrder: 'ReturnOrder',
} as const;
/** An order type value. */
export type OrderType = EnumValue<typeof OrderType>;
/** Labels and lookups of {@link OrderType}; the labels are the spec's reference labels. */
export const orderTypes = describeEnum('orderType', OrderType, {
  SalesOrder: 'Sales Order',
  PurchaseOrder: 'Purchase Order',
  TransferOrder: 'Transfer Order',
  ReturnOrder: 'Return Order',
});

/** Reference label of an order type (spec 2 §3 "Reference labels"). */
export function orderReferenceLabel(type: OrderType): string {
  return orderTypes.label(type) as string;
}

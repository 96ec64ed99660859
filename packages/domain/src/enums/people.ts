import { describeEnum, type EnumValue } from './describeEnum.ts';

/** Permissions (spec 1 §6, spec 2 §6). */
export const Permission = {
  CarrierPortal: 'CarrierPortal',
  DriverPortal: 'DriverPortal',
  FactoringCompanyPortal: 'FactoringCompanyPortal',
  CarrierBillingSettings: 'CarrierBillingSettings',
  Admin: 'Admin',
} as const;
/** A permission value. */
export type Permission = EnumValue<typeof Permission>;
/** Labels and lookups of {@link Permission}. */
export const permissions = describeEnum('permission', Permission, {
  CarrierPortal: 'Carrier Portal',
  DriverPortal: 'Driver Portal',
  FactoringCompanyPortal: 'Factoring Company Portal',
  CarrierBillingSettings: 'Carrier Billing Settings',
  Admin: 'Admin',
});

/** Roles (spec 1 §6, spec 2 §6). */
export const Role = {
  Admin: 'Admin',
  Driver: 'Driver',
  BillTo: 'BillTo',
  BillingInquiry: 'BillingInquiry',
  AP: 'AP',
  AR: 'AR',
} as const;
/** A role value. */
export type Role = EnumValue<typeof Role>;
/** Labels and lookups of {@link Role}. */
export const roles = describeEnum('role', Role, {
  Admin: 'Admin',
  Driver: 'Driver',
  BillTo: 'Bill To',
  BillingInquiry: 'Billing Inquiry',
  AP: 'AP',
  AR: 'AR',
});

/**
 * Case statuses named by spec 2 §4 (Voided, Resolved, OnHold and its three pending variants,
 * InProgress and its follow-up and initial-request variants, and New). The spec gives no numeric
 * codes, so the wire values are the names.
 */
export const CaseStatus = {
  New: 'New',
  InProgress: 'InProgress',
  InProgressFollowUp: 'InProgressFollowUp',
  InProgressInitialRequest: 'InProgressInitialRequest',
  OnHold: 'OnHold',
  OnHoldPendingBrokerUpdate: 'OnHoldPendingBrokerUpdate',
  OnHoldPendingCarrierDocuments: 'OnHoldPendingCarrierDocuments',
  OnHoldPendingTrackingInfo: 'OnHoldPendingTrackingInfo',
  Resolved: 'Resolved',
  Voided: 'Voided',
} as const;
/** A case status value. */
export type CaseStatus = EnumValue<typeof CaseStatus>;
/** Labels and lookups of {@link CaseStatus}. */
export const caseStatuses = describeEnum('caseStatus', CaseStatus, {
  New: 'New',
  InProgress: 'In Progress',
  InProgressFollowUp: 'In Progress - Follow Up',
  InProgressInitialRequest: 'In Progress - Initial Request',
  OnHold: 'On Hold',
  OnHoldPendingBrokerUpdate: 'On Hold - Pending Broker Update',
  OnHoldPendingCarrierDocuments: 'On Hold - Pending Carrier Documents',
  OnHoldPendingTrackingInfo: 'On Hold - Pending Tracking Info',
  Resolved: 'Resolved',
  Voided: 'Voided',
});

/** Carrier case resolution types; the spec names Paid and Declined (spec 2 §4), None is the unresolved state. */
export const CarrierCaseResolutionType = { None: 'None', Paid: 'Paid', Declined: 'Declined' } as const;
/** A carrier case resolution type value. */
export type CarrierCaseResolutionType = EnumValue<typeof CarrierCaseResolutionType>;
/** Labels and lookups of {@link CarrierCaseResolutionType}. */
export const carrierCaseResolutionTypes = describeEnum(
  'carrierCaseResolutionType',
  CarrierCaseResolutionType,
  {
    None: 'None',
    Paid: 'Paid',
    Declined: 'Declined',
  },
);

/** Location stop types (spec 2 §5 dock schedule defaults). */
export const StopType = { Shipping: 'Shipping', Receiving: 'Receiving' } as const;
/** A stop type value. */
export type StopType = EnumValue<typeof StopType>;
/** Labels and lookups of {@link StopType}. */
export const stopTypes = describeEnum('stopType', StopType, { Shipping: 'Shipping', Receiving: 'Receiving' });

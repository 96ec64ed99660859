import {
  answerMessagesEn,
  answerText,
  type AnswerMessage,
  type AnswerMessageKey,
} from '../messages/answers.ts';
import { statusAnswer } from '../shipments/statusAnswer.ts';
import { ShipmentStatus } from '../enums/freight.ts';
import {
  canChangeShipmentStatus,
  canReportProblem,
  canRescindBooking,
  shipmentStatusTransitions,
} from '../shipments/transitions.ts';
import { canAccessThirdPartyPayerInvoices } from './routes.ts';
import { hasAnyPermission, isAdmin, isDriverOnly, P, type CurrentUser } from './user.ts';
import { canSeeLoadBoard, canSeeProfile } from './visibility.ts';
import { canManageTrackingIntegration } from '../profile/profile.ts';

/**
 * What a signed-in user may do, by name. Every permission the portal uses to show, hide or offer
 * something and every check the back end makes before running a call is one of these, so the two
 * ask the same question (ADR 016). Rules that depend on an entity as well (its status) are the
 * `can…` functions below, which start from one of these.
 */
export type Capability =
  /** Any signed-in user; the call itself scopes what it answers to the user's company. */
  | 'session'
  /** See shipments and their paperwork: CarrierPortal or DriverPortal (spec 1 §6 "Shipments"). */
  | 'shipments.view'
  /**
   * Report how a load is moving: stop appointments, arrival and departure, preloads, the PRO number,
   * problems, and moving a load along the road (Dispatched → In Transit ↔ At Stop → Delivered).
   * Anyone who sees shipments; a driver does this from the cab.
   */
  | 'shipments.track'
  /**
   * The carrier office's work on a shipment: the booking list view, booking and dispatching,
   * assigning drivers and equipment, voiding, quick closure, confirming delivery, rescinding a booking.
   * CarrierPortal and not driver-only (a driver carries loads; the spec's driver-only user "does not
   * book", spec 1 §6 gives the dispatcher's screens to CarrierPortal).
   */
  | 'shipments.manage'
  /** The dashboard and its score card: CarrierPortal (spec 1 §2 "Area permissions"). */
  | 'dashboard.view'
  /** Tenders and the open-tenders badge: CarrierPortal (spec 1 §6). */
  | 'tenders.view'
  /**
   * Accept or reject a tender: accepting books the load, so it is the carrier office's call, like
   * booking ({@link capabilityRules} `shipments.manage`): CarrierPortal and not driver-only.
   */
  | 'tenders.respond'
  /** Rate requests: CarrierPortal (spec 1 §6). */
  | 'rateRequests.view'
  /** Send a rate or decline a rate request: a price commitment, the carrier office's call (like booking). */
  | 'rateRequests.respond'
  /** The unified rates of a shipment (spec 1 §2 `/rates/{shipmentNumber}`): CarrierPortal, scoped to the company (spec 1 §6). */
  | 'rates.view'
  /**
   * Book a shipment on one of its rates (spec 1 §7 "book contract TL rate", "book LTL"): the broker
   * side (a company flagged isBroker, spec 1 §6) with CarrierPortal, not driver-only. A carrier hauls
   * loads; it is the broker who picks which carrier's rate a load is booked on.
   */
  | 'rates.book'
  /**
   * Orders (spec 2 §2): create, edit and find them, turn one into a shipment and tender it to a carrier.
   * The broker side, like {@link capabilityRules} `rates.book`: a company flagged isBroker with
   * CarrierPortal, not driver-only (spec 2 §6 does not say who; a carrier hauls orders, a broker plans
   * them, ADR 035).
   */
  | 'orders.manage'
  /**
   * Locations and their dock schedules (spec 2 §1 "Broker-side users create and edit … locations with dock
   * schedules"): list, read, create and edit the company's locations and dock schedules. The broker side,
   * like {@link capabilityRules} `orders.manage` (the order form picks its stops from them; ADR 051).
   */
  | 'locations.manage'
  /** The load board: non-brokers with CarrierPortal (spec 1 §2; see {@link canSeeLoadBoard}). */
  | 'loadBoard.view'
  /**
   * Post trucks (Available Trucks) and save lanes: whoever sees the load board and is not driver-only
   * (offering capacity is the carrier office's call, like booking; ADR 037).
   */
  | 'loadBoard.post'
  /** Accounting, invoices and payment remittance: CarrierPortal or FactoringCompanyPortal (spec 1 §6). */
  | 'accounting.view'
  /** Saving an invoice's number and amount: whoever sees accounting (spec 2 §2 "The invoice form"). */
  | 'invoices.edit'
  /**
   * Payment remittances by check number: CarrierPortal or FactoringCompanyPortal (spec 2 §2
   * "Payment remittance", §6); each call answers only the caller company's payments (docs/adr/030).
   */
  | 'payments.view'
  /**
   * Third-party payer invoices (spec 2 §2: carrier, factoring company or admin permission and one of
   * the roles Admin, BillTo, BillingInquiry, AP, AR; see {@link canAccessThirdPartyPayerInvoices}).
   */
  | 'thirdPartyPayerInvoices.view'
  /**
   * Adding the carrier's invoice (number and amount) to a third-party payer invoice: whoever may open
   * it, since the spec puts the Add Invoice form on the detail page it grants (spec 2 §2, docs/adr/034).
   */
  | 'thirdPartyPayerInvoices.edit'
  /** Cases (accessorial requests): CarrierPortal or DriverPortal (spec 2 §6 "Cases: carrier or driver"). */
  | 'cases.view'
  /**
   * Raise an accessorial request (a case) on a shipment: whoever has cases (spec 2 §6 "Cases: carrier
   * or driver"). A driver waiting at a dock raises detention from the cab; the back end scopes a
   * driver-only user to the loads assigned to them (ADR 032).
   */
  | 'cases.raise'
  /** Contacts: CarrierPortal or FactoringCompanyPortal (spec 2 §2 "Contacts and profile"). */
  | 'contacts.view'
  /**
   * Create and edit contacts, and give them portal access: admins who see contacts (spec 2 §6 "which
   * roles may create or edit … contacts: not shown"; the entry reads Admin for admins, spec 1 §2, so
   * managing the company's people is the admin's; others read the list).
   */
  | 'contacts.manage'
  /** Profile: CarrierPortal, DriverPortal or FactoringCompanyPortal (spec 1 §6). */
  | 'profile.view'
  /** Change one's own profile (name, title, e-mail, phones): whoever has a profile (ADR 036). */
  | 'profile.edit'
  /**
   * Renew the company's tracking integration (the Samsara token): an admin with a profile, never a
   * driver-only user, the people the 'Expired Samsara Token' modal speaks to (spec 1 §6, ADR 036).
   */
  | 'integrations.manage'
  /** Documents of shipments, invoices and cases: whoever reaches one of them. */
  | 'documents.view'
  /** Uploading, deleting and re-triggering documents: whoever reaches a shipment, invoice or case. */
  | 'documents.write'
  /** Comments on shipments, invoices and cases: whoever reaches one of them. */
  | 'notes.view'
  /** Writing, editing and deleting comments: whoever reaches a shipment, invoice or case. */
  | 'notes.write'
  /** The open access-request count: admins (spec 1 §6 "Admins see the open access-request count"). */
  | 'accessRequests.view'
  /**
   * The carrier's trailers and power units (spec 1 §2 `/equipment`): whoever sees shipments (CarrierPortal
   * or DriverPortal); a driver reads the unit numbers and plates of what they drive (ADR 038).
   */
  | 'equipment.view'
  /**
   * Add, change and retire trailers and power units: the carrier office, like assigning equipment to a
   * load ('shipments.manage'): CarrierPortal and not driver-only (ADR 038).
   */
  | 'equipment.manage'
  /**
   * The training videos and the user's own progress through them (spec 1 §2 "Area permissions": videos
   * need CarrierPortal; ADR 049). Saving one's own progress is part of watching, so it is the same capability.
   */
  | 'videos.view';

const carrier = [P.CarrierPortal] as const;
const carrierOrDriver = [P.CarrierPortal, P.DriverPortal] as const;
const carrierOrFactoring = [P.CarrierPortal, P.FactoringCompanyPortal] as const;
/** Users who reach at least one entity that carries paperwork (a shipment, an invoice or a case). */
const paperwork = [P.CarrierPortal, P.DriverPortal, P.FactoringCompanyPortal] as const;

const manages = (user: CurrentUser): boolean => hasAnyPermission(user, carrier) && !isDriverOnly(user);

/** The rule of each capability. */
export const capabilityRules: Readonly<Record<Capability, (user: CurrentUser) => boolean>> = {
  session: () => true,
  'shipments.view': (u) => hasAnyPermission(u, carrierOrDriver),
  'shipments.track': (u) => hasAnyPermission(u, carrierOrDriver),
  'shipments.manage': manages,
  'dashboard.view': (u) => hasAnyPermission(u, carrier),
  'tenders.view': (u) => hasAnyPermission(u, carrier),
  'tenders.respond': manages,
  'rateRequests.view': (u) => hasAnyPermission(u, carrier),
  'rateRequests.respond': manages,
  'rates.view': (u) => hasAnyPermission(u, carrier),
  'rates.book': (u) => u.isBroker && manages(u),
  'orders.manage': (u) => u.isBroker && manages(u),
  'locations.manage': (u) => u.isBroker && manages(u),
  'loadBoard.view': canSeeLoadBoard,
  'loadBoard.post': (u) => canSeeLoadBoard(u) && !isDriverOnly(u),
  'accounting.view': (u) => hasAnyPermission(u, carrierOrFactoring),
  'invoices.edit': (u) => hasAnyPermission(u, carrierOrFactoring),
  'payments.view': (u) => hasAnyPermission(u, carrierOrFactoring),
  'thirdPartyPayerInvoices.view': canAccessThirdPartyPayerInvoices,
  'thirdPartyPayerInvoices.edit': canAccessThirdPartyPayerInvoices,
  'cases.view': (u) => hasAnyPermission(u, carrierOrDriver),
  'cases.raise': (u) => hasAnyPermission(u, carrierOrDriver),
  'contacts.view': (u) => hasAnyPermission(u, carrierOrFactoring),
  'contacts.manage': (u) => isAdmin(u) && hasAnyPermission(u, carrierOrFactoring),
  'profile.view': canSeeProfile,
  'profile.edit': canSeeProfile,
  'integrations.manage': canManageTrackingIntegration,
  'documents.view': (u) => hasAnyPermission(u, paperwork),
  'documents.write': (u) => hasAnyPermission(u, paperwork),
  'notes.view': (u) => hasAnyPermission(u, paperwork),
  'notes.write': (u) => hasAnyPermission(u, paperwork),
  'accessRequests.view': isAdmin,
  'equipment.view': (u) => hasAnyPermission(u, carrierOrDriver),
  'equipment.manage': manages,
  'videos.view': (u) => hasAnyPermission(u, carrier),
};

/** Every capability, in declaration order (for tables and tests). */
export const capabilities = Object.keys(capabilityRules) as Capability[];

/** Whether a name is a capability (for values read from elsewhere, such as a contract entry). */
export function isCapability(name: unknown): name is Capability {
  return typeof name === 'string' && Object.hasOwn(capabilityRules, name);
}

/**
 * Whether a user has a capability. The portal asks it to show, hide or offer; the back end asks it
 * before running a call (the contract names the capability of each call).
 *
 * @example can(user, 'shipments.manage') // false for a driver-only user
 */
export function can(user: CurrentUser, capability: Capability): boolean {
  return capabilityRules[capability](user);
}

/** The catalog key of the refusal (403) of a capability; every capability has one (a missing key fails typecheck). */
export function capabilityRefusalKey(capability: Capability): AnswerMessageKey {
  return `answer.capability.${capability}`;
}

/**
 * The English refusal the back end answers (403) when a user lacks a capability, from domain's answer
 * catalog, so the answer carries its key and a portal shows it in its user's language (ADR 048).
 */
export const capabilityRefusals: Readonly<Record<Capability, string>> = Object.fromEntries(
  (Object.keys(capabilityRules) as Capability[]).map((capability) => [
    capability,
    answerMessagesEn[capabilityRefusalKey(capability)],
  ]),
) as Record<Capability, string>;

/** The shipment facts the entity-level rules read. */
export interface ShipmentFacts {
  /** The shipment's status (spec 1 §3 "Shipment status"). */
  readonly status: number;
}

/**
 * Statuses in which a load may be voided: before it moves (Draft, Ready to Book, Tendering, Booked).
 * The spec names voiding (spec 1 §7 "delete/void by number", §8 "voided") but not when; FreightKit's
 * reading: once a load is Dispatched a driver is on the way with it, and one click must not void a
 * moving load (a booked load that will not move is rescinded or voided before dispatch).
 */
export const voidableStatuses: readonly ShipmentStatus[] = [
  ShipmentStatus.Draft,
  ShipmentStatus.ReadyToBook,
  ShipmentStatus.Tendering,
  ShipmentStatus.Booked,
];

/**
 * The status changes of a load on the road, which a driver may report as well as the office:
 * Dispatched → In Transit, In Transit ↔ At Stop, In Transit or At Stop → Delivered. Every other change
 * (booking, dispatching, voiding, confirming delivery) is the office's ('shipments.manage').
 */
function isRoadChange(from: number, to: number): boolean {
  const road: readonly number[] = [ShipmentStatus.InTransit, ShipmentStatus.AtStop, ShipmentStatus.Delivered];
  const moving: readonly number[] = [
    ShipmentStatus.Dispatched,
    ShipmentStatus.InTransit,
    ShipmentStatus.AtStop,
  ];
  return moving.includes(from) && road.includes(to);
}

/** Why a user may not change a shipment to a status, or null when they may. */
export type StatusChangeRefusal = 'transition' | 'rescind' | 'notVoidable' | 'capability';

/**
 * Why `user` may not move `shipment` to `target`, or null: the change must be one of domain's
 * transitions ({@link canChangeShipmentStatus}); a booking goes back to Ready to Book only by
 * rescinding ({@link canRescindShipmentBooking}, which also releases its drivers and tender), never by
 * a bare status change; voiding only in {@link voidableStatuses}; and a change the user's capability
 * covers (road changes 'shipments.track', all others 'shipments.manage').
 */
export function statusChangeRefusal(
  user: CurrentUser,
  shipment: ShipmentFacts,
  target: number,
): StatusChangeRefusal | null {
  const from = shipment.status;
  if (!canChangeShipmentStatus(from, target)) return 'transition';
  if (target === ShipmentStatus.ReadyToBook && canRescindBooking(from)) return 'rescind';
  if (target === ShipmentStatus.Voided && !(voidableStatuses as readonly number[]).includes(from))
    return 'notVoidable';
  const needed: Capability = isRoadChange(from, target) ? 'shipments.track' : 'shipments.manage';
  return can(user, needed) ? null : 'capability';
}

/** The back end's English explanation of a {@link StatusChangeRefusal}. */
export function statusChangeRefusalMessage(refusal: StatusChangeRefusal, from: number, to: number): string {
  return answerText(statusChangeRefusalAnswer(refusal, from, to));
}

/** {@link statusChangeRefusalMessage} as its catalog key (ADR 048); the statuses render in the reader's language. */
export function statusChangeRefusalAnswer(
  refusal: StatusChangeRefusal,
  from: number,
  to: number,
): AnswerMessage {
  switch (refusal) {
    case 'transition':
      return statusAnswer('answer.shipments.transition', { from, to });
    case 'rescind':
      return statusAnswer('answer.shipments.rescindInstead', { from, to });
    case 'notVoidable':
      return statusAnswer('answer.shipments.notVoidable', { from });
    case 'capability':
      return statusAnswer('answer.shipments.officeOnly', { from, to });
  }
}

/** Whether `user` may move `shipment` to `target` (no {@link statusChangeRefusal}). */
export function canSetShipmentStatus(user: CurrentUser, shipment: ShipmentFacts, target: number): boolean {
  return statusChangeRefusal(user, shipment, target) === null;
}

/**
 * The status changes the portal offers `user` on `shipment`, in the transition table's order (a
 * booked load's way back to Ready to Book is not among them: it is offered as "Rescind booking").
 */
export function offeredStatusChanges(user: CurrentUser, shipment: ShipmentFacts): ShipmentStatus[] {
  const next =
    (shipmentStatusTransitions as Readonly<Record<number, readonly ShipmentStatus[] | undefined>>)[
      shipment.status
    ] ?? [];
  return next.filter((to) => canSetShipmentStatus(user, shipment, to));
}

/**
 * Quick closure (spec 1 §7 `PATCH {id}/quick_closure`) marks a load Delivered and stamps every stop's
 * missing arrival and departure: the office closing a load's paperwork, so 'shipments.manage', and
 * only where Delivered is the next status (In Transit or At Stop).
 */
export function canQuickCloseShipment(user: CurrentUser, shipment: ShipmentFacts): boolean {
  return can(user, 'shipments.manage') && canChangeShipmentStatus(shipment.status, ShipmentStatus.Delivered);
}

/**
 * Rescinding a booking gives the load back: the carrier office's call ('shipments.manage'), and
 * only on a booked load ({@link canRescindBooking}).
 */
export function canRescindShipmentBooking(user: CurrentUser, shipment: ShipmentFacts): boolean {
  return can(user, 'shipments.manage') && canRescindBooking(shipment.status);
}

/**
 * Assigning and removing drivers: the office's ('shipments.manage'), on a load that is still to be
 * delivered (not Voided, Delivered or Delivery Confirmed: a finished load's drivers are its history).
 */
export function canAssignDrivers(user: CurrentUser, shipment: ShipmentFacts): boolean {
  return can(user, 'shipments.manage') && isOpenLoad(shipment.status);
}

/** The back end's English refusal of a driver or equipment change on a load in a closed status. */
export function closedLoadRefusalMessage(status: number): string {
  return answerText(closedLoadRefusal(status));
}

/** {@link closedLoadRefusalMessage} as its catalog key (ADR 048). */
export function closedLoadRefusal(status: number): AnswerMessage {
  return statusAnswer('answer.shipments.closedLoad', { status });
}

/** Saving a load's equipment (tractor, trailer, plate): the same rule as {@link canAssignDrivers}. */
export function canEditEquipment(user: CurrentUser, shipment: ShipmentFacts): boolean {
  return canAssignDrivers(user, shipment);
}

/** Reporting a problem: anyone tracking the load ('shipments.track'), in the statuses of {@link canReportProblem}. */
export function canReportShipmentProblem(user: CurrentUser, shipment: ShipmentFacts): boolean {
  return can(user, 'shipments.track') && canReportProblem(shipment.status);
}

/** A load that has not been voided or delivered yet. */
function isOpenLoad(status: number): boolean {
  return status >= ShipmentStatus.Draft && status < ShipmentStatus.Delivered;
}

/** The list views of the shipments screen (spec 1 §2 "booking and tracking views"). */
export type ShipmentListViewId = 'booking' | 'tracking';

/**
 * The list views a user gets: the booking view is the office's ('shipments.manage'; a driver-only
 * user carries loads and does not book them), the tracking view everyone who sees shipments.
 */
export function shipmentListViewsFor(user: CurrentUser): ShipmentListViewId[] {
  const views: ShipmentListViewId[] = [];
  if (can(user, 'shipments.manage')) views.push('booking');
  if (can(user, 'shipments.view')) views.push('tracking');
  return views;
}

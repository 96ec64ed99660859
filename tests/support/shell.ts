import type { PersonaKey } from '../../apps/tms-sandbox/src/personas.ts';

/**
 * What each seeded persona's shell shows right after sign-in, written out by hand from the spec
 * (spec 000 §2 "Guards", "Top bar", "Left navigation drawer", §6 "Visibility") and the sandbox's
 * seed (apps/tms-sandbox/src/personas.ts and the areas' seeds). It is the journeys' oracle, so it
 * deliberately does NOT call domain's rules (`visibleNavItems`, `userMenuItems`, `landingPath`): a
 * wrong rule must fail here instead of agreeing with itself.
 *
 * Readings chosen where the spec says two things (tell the lead before changing one):
 * - "Admin" is the Admin role or permission: every persona that signs in has both or neither.
 * - Load Board: the drawer list says "non-brokers with CarrierPortal", §6 "non-brokers or
 *   CarrierPortal"; we take the drawer's own sentence (and the Rate Requests badge, which §6 groups
 *   with it, follows). So the broker (CarrierPortal, isBroker) has no Load Board and no Rate Requests badge.
 * - Accessorial Requests: the drawer says "non-brokers", the cases area needs CarrierPortal or
 *   DriverPortal (spec 001 §2); we show it only where the route lets the user in, so the factoring
 *   user (FactoringCompanyPortal only) has none. A literal "non-brokers" would show it to them.
 * - Dashboard, Support and Logout carry no condition in the spec; Support and Logout everyone has,
 *   Dashboard only where it leads somewhere: users without CarrierPortal are sent on to the shipment
 *   list, which the factoring user may not open, so their drawer has no Dashboard (issue 23).
 */

/** One navigation drawer entry: its label and the badge count from the seed (none when absent or 0). */
export interface ExpectedNavItem {
  readonly label: string;
  /** The seeded count; the kit draws no badge for 0, so 0 is written as no badge. */
  readonly badge?: number;
  /**
   * Why another journey may raise this count on the shared database (the badge is then at least
   * the seeded number). Journeys run one after another on one database and must not depend on each other.
   */
  readonly raisedBy?: string;
  /** Why another journey may lower this count (it answers what the badge counts); the badge is then at most the seeded number. */
  readonly loweredBy?: string;
}

/**
 * How each badge is read to a screen reader: what it counts (spec 000 §2 names each badge's
 * count), by the entry's label. Written out here, not taken from the portal's catalog.
 */
export const badgeReadings: Readonly<Record<string, (count: number) => string>> = {
  Shipments: (n) => (n === 1 ? '1 shipment needing updates' : `${n} shipments needing updates`),
  Tenders: (n) => (n === 1 ? '1 open tender' : `${n} open tenders`),
  'Rate Requests': (n) => (n === 1 ? '1 open rate request' : `${n} open rate requests`),
  Accounting: (n) => (n === 1 ? '1 shipment requiring action' : `${n} shipments requiring action`),
  'Accessorial Requests': (n) => (n === 1 ? '1 new accessorial request' : `${n} new accessorial requests`),
};

/** A persona's expected shell. */
export interface ExpectedShell {
  /** Where sign-in lands (spec 000 §2 catch-all by permission). */
  readonly landingPath: string;
  /** Whether the 'Expired Samsara Token' modal opens (Admin role, expired token, not driver-only). */
  readonly samsaraModal: boolean;
  /** Every drawer entry, in order. */
  readonly nav: readonly ExpectedNavItem[];
  /** The spec's user-menu entries on a wide screen, in order (spec 000 §2 "User menu"). */
  readonly userMenu: readonly string[];
  /** Admins' open access-request count (seeded), shown by the portal in the user menu; `null` for others. */
  readonly openAccessRequests: number | null;
}

/** Reporting a problem flags the shipment as needing an update (shipment-detail-reports-a-problem). */
const problemJourney = 'shipment-detail-reports-a-problem flags a Swiftline shipment as needing updates';

/** Responding to a rate request takes it out of the open count (rates-responds-to-a-rate-request-which-moves-to-responded). */
const rateResponseJourney = 'rates-responds-to-a-rate-request answers one of Swiftline’s open requests';

/** Raising a detention request adds a New Swiftline case (cases-raises-a-detention-request-with-a-document). */
const raiseCaseJourney = 'cases-raises-a-detention-request adds a New case to Swiftline';
/** Tendering a shipment made from an order adds a Sent tender (orders-a-broker-creates-an-order-and-tenders-it-to-a-carrier). */
const tenderFromOrderJourney =
  'orders-a-broker-creates-an-order-and-tenders-it tenders a new load to Swiftline';

/** Swiftline (carrier, 3PL network): 4 active shipments needing updates, 7 sent tenders, 4 open rate
 * requests, 5 action-required shipments in accounting, 3 new cases. */
const swiftlineCarrierNav = (contactsLabel: 'Admin' | 'Contacts'): ExpectedNavItem[] => [
  { label: 'Dashboard' },
  { label: 'Load Board' },
  { label: 'Shipments', badge: 4, raisedBy: problemJourney },
  { label: 'Tenders', badge: 7, raisedBy: tenderFromOrderJourney },
  { label: 'Rate Requests', badge: 4, loweredBy: rateResponseJourney },
  { label: 'Accounting', badge: 5 },
  { label: 'Payment Remittance' },
  { label: 'Third Party Payer Invoices' },
  { label: 'Accessorial Requests', badge: 3, raisedBy: raiseCaseJourney },
  { label: 'Videos' },
  { label: contactsLabel },
  { label: 'Profile' },
  { label: 'Support' },
  { label: 'Logout' },
];

/** Per persona that can sign in with a password (the Do Not Use carrier is refused; the invited user has none). */
export const expectedShells: Readonly<Record<Exclude<PersonaKey, 'doNotUse' | 'invited'>, ExpectedShell>> = {
  carrierAdmin: {
    landingPath: '/dashboard',
    samsaraModal: true,
    nav: swiftlineCarrierNav('Admin'),
    userMenu: ['My Profile', 'Admin', 'API Documentation', 'Logout'],
    openAccessRequests: 3,
  },
  dispatcher: {
    landingPath: '/dashboard',
    samsaraModal: false,
    nav: swiftlineCarrierNav('Contacts'),
    userMenu: ['My Profile', 'Contacts', 'Logout'],
    openAccessRequests: null,
  },
  // DriverPortal only: Shipments without a badge (the badge is for CarrierPortal), Accessorial
  // Requests (the driver's shipments have no new case, so no badge), Profile. No 3PL entry: the
  // 3PL network needs CarrierPortal, FactoringCompanyPortal or CarrierBillingSettings too.
  driver: {
    landingPath: '/all-shipments',
    samsaraModal: false,
    nav: [
      { label: 'Dashboard' },
      { label: 'Shipments' },
      { label: 'Accessorial Requests' },
      { label: 'Profile' },
      { label: 'Support' },
      { label: 'Logout' },
    ],
    userMenu: ['My Profile', 'Logout'],
    openAccessRequests: null,
  },
  // FactoringCompanyPortal only; Northwind has 2 action-required shipments.
  factoring: {
    landingPath: '/accounting',
    samsaraModal: false,
    nav: [
      { label: 'Accounting', badge: 2 },
      { label: 'Payment Remittance' },
      { label: 'Profile' },
      { label: 'Support' },
      { label: 'Logout' },
    ],
    userMenu: ['My Profile', 'Logout'],
    openAccessRequests: null,
  },
  // CarrierPortal but isBroker: no Load Board, no Accessorial Requests, no Rate Requests badge.
  // Summit has 4 shipments needing updates and no sent tender or action-required invoice.
  broker: {
    landingPath: '/dashboard',
    samsaraModal: false,
    nav: [
      { label: 'Dashboard' },
      { label: 'Shipments', badge: 4 },
      { label: 'Tenders' },
      { label: 'Rate Requests' },
      // FreightKit's entry for the broker's orders (ADR 035; the spec's navigation has none).
      { label: 'Orders' },
      // Their locations and dock schedules, beside the orders that use them (ADR 051).
      { label: 'Locations' },
      { label: 'Accounting' },
      { label: 'Payment Remittance' },
      { label: 'Videos' },
      { label: 'Contacts' },
      { label: 'Profile' },
      { label: 'Support' },
      { label: 'Logout' },
    ],
    userMenu: ['My Profile', 'Contacts', 'Logout'],
    openAccessRequests: null,
  },
  // Iron Horse: an admin without a 3PL network and with a valid Samsara token; 4 shipments needing
  // updates, 2 sent tenders, 1 open rate request, 1 action-required shipment, 1 new case, 1 open access request.
  otherCarrierAdmin: {
    landingPath: '/dashboard',
    samsaraModal: false,
    nav: [
      { label: 'Dashboard' },
      { label: 'Load Board' },
      { label: 'Shipments', badge: 4 },
      { label: 'Tenders', badge: 2 },
      { label: 'Rate Requests', badge: 1 },
      { label: 'Accounting', badge: 1 },
      { label: 'Payment Remittance' },
      { label: 'Accessorial Requests', badge: 1 },
      { label: 'Videos' },
      { label: 'Admin' },
      { label: 'Profile' },
      { label: 'Support' },
      { label: 'Logout' },
    ],
    userMenu: ['My Profile', 'Admin', 'API Documentation', 'Logout'],
    openAccessRequests: 1,
  },
};

import { canSeeAccessRequestCount, canSeeReferenceNumbersInSearch, doNotUseMarker } from '@freightkit/domain';
import type { HttpHandler } from 'msw';
import { contract } from '../contract/index.ts';
import type { CurrentUserWire } from '../contract/identity.ts';
import type { ShipmentSearchResult } from '../contract/search.ts';
import { createCaseHandlers } from './cases.ts';
import { endpointHandler, errorResponse, type HandlerOptions } from './endpointHandler.ts';
import {
  buildCarrier,
  buildCompany,
  buildContact,
  buildMockToken,
  buildShipment,
  buildShipmentSearchResults,
  mockCounts,
  mockDoNotUseEmail,
  mockPassword,
  mockPersonas,
  type MockPersonaKey,
} from './factories.ts';

/** Options of {@link createHandlers}. */
export interface MockBackendOptions extends HandlerOptions {
  /**
   * The signed-in persona answering the `me`, contact and count calls; `null` makes every
   * authenticated call answer 401. @default 'carrierAdmin'
   */
  readonly persona?: MockPersonaKey | null;
  /** The shipments the search looks through. @default two per status */
  readonly shipments?: readonly ShipmentSearchResult[];
}

const personaByEmail = (email: string) =>
  Object.values(mockPersonas).find((p) => p.userName.toLowerCase() === email.trim().toLowerCase());

/**
 * Default MSW handlers for every endpoint of the contract, over the factories' data: sign-in with
 * the personas' e-mails and {@link mockPassword} (wrong → 401, {@link mockDoNotUseEmail} → 403 with
 * the 'Do Not Use' marker), password reset (token `valid-token` works), `me`, contact, search
 * (reference numbers only for brokers), counts (access requests for admins only) and the case calls.
 * Stories add per-story overrides with `msw.use(endpointHandler(...))`.
 */
export function createHandlers(options: MockBackendOptions = {}): HttpHandler[] {
  const persona = options.persona === undefined ? 'carrierAdmin' : options.persona;
  const user: CurrentUserWire | null = persona === null ? null : mockPersonas[persona];
  const shipments = options.shipments ?? buildShipmentSearchResults();
  const e = contract;
  const o = { baseUrl: options.baseUrl ?? '' };
  const signedIn =
    <T>(answer: (u: CurrentUserWire) => T) =>
    () =>
      user === null ? errorResponse(401, 'Authorization has been denied for this request.') : answer(user);
  const session = (u: CurrentUserWire) => ({ accessToken: buildMockToken(u), user: u });
  const login = ({ body }: { body: { userName: string; password: string } }) => {
    if (body.userName.toLowerCase() === mockDoNotUseEmail) {
      return errorResponse(
        403,
        `Carrier Roadrunner Haulage is marked "${doNotUseMarker}". Portal access is not allowed.`,
      );
    }
    const found = personaByEmail(body.userName);
    if (!found || body.password !== mockPassword)
      return errorResponse(401, 'Email Address or Password is invalid');
    return { data: session(found) };
  };
  const badToken = () =>
    errorResponse(400, 'The link is invalid or has expired.', {
      resetToken: ['The link is invalid or has expired.'],
    });

  return [
    endpointHandler(e.identity.login, login, o),
    endpointHandler(e.identity.mobileLogin, login, o),
    endpointHandler(
      e.identity.driverTokenSignIn,
      ({ body }) =>
        body.driverToken === 'valid-driver-token'
          ? { data: session(mockPersonas.driver) }
          : errorResponse(401, 'The driver link is invalid or has expired.'),
      o,
    ),
    endpointHandler(
      e.identity.requestPasswordReset,
      ({ body }) =>
        body.emailAddress.toLowerCase() === mockDoNotUseEmail
          ? errorResponse(
              403,
              `Carrier Roadrunner Haulage is marked "${doNotUseMarker}". Portal access is not allowed.`,
            )
          : { accepted: true as const },
      o,
    ),
    endpointHandler(
      e.identity.resetPassword,
      ({ body }) =>
        body.resetToken === 'valid-token' ? session(user ?? mockPersonas.carrierAdmin) : badToken(),
      o,
    ),
    endpointHandler(
      e.identity.activateUser,
      ({ body }) =>
        body.resetToken === 'valid-token' ? session(user ?? mockPersonas.dispatcher) : badToken(),
      o,
    ),
    endpointHandler(e.identity.carrier, signedIn(buildCarrier), o),
    endpointHandler(e.identity.company, signedIn(buildCompany), o),
    endpointHandler(
      e.identity.notificationPreferences,
      signedIn(() => [{ key: 'tenderOffers', email: true, sms: false }]),
      o,
    ),
    endpointHandler(e.contacts.currentUser, signedIn(buildContact), o),
    endpointHandler(
      e.search.shipments,
      (input) =>
        signedIn((u) => {
          const text = input.query.query.toLowerCase();
          const broker = canSeeReferenceNumbersInSearch(u);
          const hits = shipments.filter(
            (s) =>
              s.shipmentNumber.toLowerCase().includes(text) ||
              (broker && (s.referenceNumbers ?? []).some((r) => r.value.toLowerCase().includes(text))),
          );
          const start = (input.query.page - 1) * input.query.pageSize;
          return {
            items: hits
              .slice(start, start + input.query.pageSize)
              .map(({ referenceNumbers, ...hit }) =>
                broker && referenceNumbers ? { ...hit, referenceNumbers } : hit,
              ),
            totalCount: hits.length,
            page: input.query.page,
            pageSize: input.query.pageSize,
          };
        })(),
      o,
    ),
    endpointHandler(
      e.shipments.byId,
      ({ params }) =>
        signedIn(() => {
          const hit = shipments.find((s) => s.id === params.id);
          return hit ? buildShipment(hit) : errorResponse(404, 'The shipment was not found.');
        })(),
      o,
    ),
    endpointHandler(
      e.counts.tenders,
      signedIn(() => mockCounts.tenders),
      o,
    ),
    endpointHandler(
      e.counts.rateRequests,
      signedIn(() => mockCounts.rateRequests),
      o,
    ),
    endpointHandler(
      e.counts.cases,
      signedIn(() => mockCounts.cases),
      o,
    ),
    endpointHandler(
      e.counts.invoices,
      signedIn(() => mockCounts.invoices),
      o,
    ),
    endpointHandler(
      e.counts.shipmentsNeedingUpdates,
      signedIn(() => mockCounts.shipmentsNeedingUpdates),
      o,
    ),
    endpointHandler(
      e.counts.accessRequests,
      signedIn((u) =>
        canSeeAccessRequestCount(u)
          ? mockCounts.accessRequests
          : errorResponse(403, 'You are not allowed to do this.'),
      ),
      o,
    ),
    // The case calls over the factories' cases (the count stats above answer first, with the same numbers).
    ...createCaseHandlers(o),
  ];
}

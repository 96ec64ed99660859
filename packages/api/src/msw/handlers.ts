import { canSeeAccessRequestCount, canSeeReferenceNumbersInSearch, doNotUseMarker } from '@freightkit/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { contract } from '../contract/index.ts';
import {
  toRoutePattern,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
} from '../contract/endpoint.ts';
import type { CurrentUserWire } from '../contract/identity.ts';
import type { ShipmentSearchResult } from '../contract/search.ts';
import { createCaseHandlers } from './cases.ts';
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

/** What an endpoint resolver gets: the validated input and the raw request. */
export interface ResolverInput<E extends Endpoint> {
  readonly params: EndpointParams<E>;
  readonly query: EndpointQuery<E>;
  readonly body: EndpointBody<E>;
  readonly request: Request;
}

/** A resolver returns the answer (checked against the contract) or any `Response` (errors, delays). */
export type EndpointResolver<E extends Endpoint> = (
  input: ResolverInput<E>,
) => z.input<E['response']> | Response | Promise<z.input<E['response']> | Response>;

/** Options of {@link endpointHandler} and {@link createHandlers}. */
export interface HandlerOptions {
  /** Base URL the client calls; `''` matches any origin. @default '' */
  readonly baseUrl?: string;
}

/** A JSON error answer in the back end's shape (`{ message, modelState? }`). */
export function errorResponse(
  status: number,
  message: string,
  modelState?: Record<string, string[]>,
): Response {
  return HttpResponse.json(modelState ? { message, modelState } : { message }, { status });
}

function queryOf(url: URL): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    result[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return result;
}

function invalid(issues: readonly z.core.$ZodIssue[], part: string): Response {
  const modelState: Record<string, string[]> = {};
  for (const issue of issues)
    (modelState[issue.path.length ? issue.path.join('.') : part] ??= []).push(issue.message);
  return errorResponse(400, 'The request is invalid.', modelState);
}

/**
 * An MSW handler for one contract endpoint: validates the request with the contract (400 with a
 * model state, like the sandbox), runs the resolver and checks its answer against the response
 * schema, so stories can never drift from the contract.
 *
 * @example
 * msw.use(endpointHandler(contract.search.shipments, () => ({ items: [], totalCount: 0, page: 1, pageSize: 50 })));
 */
export function endpointHandler<E extends Endpoint>(
  endpoint: E,
  resolver: EndpointResolver<E>,
  options: HandlerOptions = {},
): HttpHandler {
  const url = `${options.baseUrl ? options.baseUrl.replace(/\/+$/, '') : '*'}${toRoutePattern(endpoint.path)}`;
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](url, async ({ request, params }) => {
    const parts: Record<string, unknown> = {};
    for (const [part, schema, value] of [
      ['params', endpoint.params, () => params],
      ['query', endpoint.query, () => queryOf(new URL(request.url))],
      [
        'body',
        endpoint.body,
        async () =>
          (await request.clone().text()) ? ((await request.clone().json()) as unknown) : undefined,
      ],
    ] as const) {
      if (!schema) continue;
      const parsed = schema.safeParse(await value());
      if (!parsed.success) return invalid(parsed.error.issues, part);
      parts[part] = parsed.data;
    }
    const result = await resolver({ ...parts, request } as ResolverInput<E>);
    if (result instanceof Response) return result;
    return HttpResponse.json(endpoint.response.parse(result) as never, {
      status: endpoint.successStatus ?? 200,
    });
  });
}

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

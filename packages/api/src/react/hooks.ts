import {
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ApiError } from '../client/ApiError.ts';
// The identity endpoints alone, not the whole `contract`: an import of the contract object keeps every
// area's schemas in whatever bundle uses one hook (the portal's first load, ADR 064).
import {
  identityEndpoints,
  type Credentials,
  type LoginResponse,
  type PasswordReset,
  type PasswordResetRequest,
  type SessionData,
} from '../contract/identity.ts';
import { useApiClient } from './ApiProvider.tsx';
import type { NavBadge } from '@freightkit/domain';
import {
  countQueries,
  meQueries,
  navBadgeQuery,
  shipmentQueries,
  type ShipmentSearchInput,
} from './queries.ts';

/** Options every query hook takes. */
export interface QueryHookOptions {
  /** Set to false to hold the query (e.g. a badge the user cannot see). @default true */
  readonly enabled?: boolean;
}

/** The signed-in user's carrier. */
export function useCarrier(options: QueryHookOptions = {}) {
  return useQuery({ ...meQueries.carrier(useApiClient()), ...options });
}

/** The signed-in user's company. */
export function useCompany(options: QueryHookOptions = {}) {
  return useQuery({ ...meQueries.company(useApiClient()), ...options });
}

/** The signed-in user's notification preferences. */
export function useNotificationPreferences(options: QueryHookOptions = {}) {
  return useQuery({ ...meQueries.notificationPreferences(useApiClient()), ...options });
}

/** The signed-in user's contact record (`contacts/currentuser`). */
export function useCurrentContact(options: QueryHookOptions = {}) {
  return useQuery({ ...meQueries.currentContact(useApiClient()), ...options });
}

/** Global shipment search; idle while the text is blank. Pass the debounced text. */
export function useShipmentSearch(input: ShipmentSearchInput, options: QueryHookOptions = {}) {
  const base = shipmentQueries.search(useApiClient(), input);
  return useQuery({ ...base, enabled: base.enabled !== false && (options.enabled ?? true) });
}

/** One shipment by id. */
export function useShipment(id: string, options: QueryHookOptions = {}) {
  return useQuery({ ...shipmentQueries.detail(useApiClient(), id), ...options });
}

/** Open sent tender count (Tenders badge). */
export function useTenderCounts(options: QueryHookOptions = {}) {
  return useQuery({ ...countQueries.tenders(useApiClient()), ...options });
}

/** Rate request counts (Rate Requests badge). */
export function useRateRequestCounts(options: QueryHookOptions = {}) {
  return useQuery({ ...countQueries.rateRequests(useApiClient()), ...options });
}

/** Case count stats (Accessorial Requests badge). */
export function useCaseCountStats(options: QueryHookOptions = {}) {
  return useQuery({ ...countQueries.cases(useApiClient()), ...options });
}

/** Invoice counts per accounting view (Accounting badge). */
export function useInvoiceStatusCounts(options: QueryHookOptions = {}) {
  return useQuery({ ...countQueries.invoices(useApiClient()), ...options });
}

/** Shipments needing updates (Shipments badge). */
export function useShipmentsNeedingUpdatesCount(options: QueryHookOptions = {}) {
  return useQuery({ ...countQueries.shipmentsNeedingUpdates(useApiClient()), ...options });
}

/** Open access requests (admins only; enable with domain's `canSeeAccessRequestCount`). Stale after 5 minutes. */
export function useAccessRequestCount(options: QueryHookOptions = {}) {
  return useQuery({ ...countQueries.accessRequests(useApiClient()), ...options });
}

/**
 * The number of one navigation badge; enable it only when domain says the badge shows
 * (`item.badgeVisible ?? item.visible`), since the back end answers 403 otherwise.
 */
export function useNavBadgeCount(badge: NavBadge, options: QueryHookOptions = {}): UseQueryResult<number> {
  // Every branch of navBadgeQuery selects a number from its own count answer; useQuery needs one type.
  const badgeOptions = navBadgeQuery(useApiClient(), badge) as unknown as UseQueryOptions<
    unknown,
    Error,
    number
  >;
  return useQuery({ ...badgeOptions, ...options });
}

/** Extra options of the mutation hooks (callbacks; the mutation function is fixed). */
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, ApiError, TVariables>,
  'mutationFn' | 'mutationKey'
>;

/**
 * Credentials login (`authorizeUser`). On success store `data.accessToken` and `data.user` in the
 * session; on an `ApiError` use domain's `signInFailure(error.serverMessage, …, 'login')`.
 */
export function useLogin(options: MutationHookOptions<LoginResponse, Credentials> = {}) {
  const client = useApiClient();
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: (body: Credentials) => client.call(identityEndpoints.login, { body }),
    ...options,
  });
}

/** Mobile credentials login (`mobileAuthorizeUser`); same answer as {@link useLogin}. */
export function useMobileLogin(
  options: MutationHookOptions<LoginResponse, Credentials & { deviceId?: string }> = {},
) {
  const client = useApiClient();
  return useMutation({
    mutationKey: ['auth', 'mobileLogin'],
    mutationFn: (body: Credentials & { deviceId?: string }) =>
      client.call(identityEndpoints.mobileLogin, { body }),
    ...options,
  });
}

/** Signs a driver in from the `driverToken` query parameter of a driver link. */
export function useDriverTokenSignIn(options: MutationHookOptions<LoginResponse, string> = {}) {
  const client = useApiClient();
  return useMutation({
    mutationKey: ['auth', 'driverToken'],
    mutationFn: (driverToken: string) =>
      client.call(identityEndpoints.driverTokenSignIn, { body: { driverToken } }),
    ...options,
  });
}

/** Requests a password-reset mail; `url` is `origin + '/reset-password'` (spec 1 §7). */
export function useRequestPasswordReset(
  options: MutationHookOptions<{ accepted: true }, PasswordResetRequest> = {},
) {
  const client = useApiClient();
  return useMutation({
    mutationKey: ['auth', 'requestPasswordReset'],
    mutationFn: (body: PasswordResetRequest) => client.call(identityEndpoints.requestPasswordReset, { body }),
    ...options,
  });
}

/** Resets the password with the mailed token; answers `{ accessToken, user }` and signs the user in (spec 1 §4). */
export function useResetPassword(options: MutationHookOptions<SessionData, PasswordReset> = {}) {
  const client = useApiClient();
  return useMutation({
    mutationKey: ['auth', 'resetPassword'],
    mutationFn: (body: PasswordReset) => client.call(identityEndpoints.resetPassword, { body }),
    ...options,
  });
}

/** Activates an invited user with the mailed token and a first password; answers `{ accessToken, user }`. */
export function useActivateUser(options: MutationHookOptions<SessionData, PasswordReset> = {}) {
  const client = useApiClient();
  return useMutation({
    mutationKey: ['auth', 'activateUser'],
    mutationFn: (body: PasswordReset) => client.call(identityEndpoints.activateUser, { body }),
    ...options,
  });
}

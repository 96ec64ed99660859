import { Permission, Role } from '../enums/people.ts';

/** The signed-in user (spec 1 §3 and spec 2 §3 "Current user"). */
export interface CurrentUser {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email?: string;
  readonly emailAddresses?: readonly string[];
  readonly phoneNumbers?: readonly string[];
  readonly userName?: string;
  /** Role names; unknown names from the back end are kept and simply match no rule. */
  readonly roles: readonly string[];
  /** Permission names; unknown names are kept and match no rule. */
  readonly permissions: readonly string[];
  readonly companyId: string;
  readonly contactId?: string;
  readonly companyName?: string;
  readonly isBroker: boolean;
  readonly isOnHold?: boolean;
  /** Defaults to true (spec 1 §3). */
  readonly isBookable?: boolean;
  readonly has3PLNetwork: boolean;
  readonly hasAcceptedAccessTermsAndConditions?: boolean;
  readonly trackingIntegration?: { readonly samsaraIsExpired?: boolean } | null;
}

/** True when the user holds any of the given permissions. */
export function hasAnyPermission(user: CurrentUser, wanted: readonly Permission[]): boolean {
  return wanted.some((permission) => user.permissions.includes(permission));
}

/** True when the user holds any of the given roles. */
export function hasAnyRole(user: CurrentUser, wanted: readonly Role[]): boolean {
  return wanted.some((role) => user.roles.includes(role));
}

/** A user whose only role is Driver is driver-only (spec 1 §6). */
export function isDriverOnly(user: Pick<CurrentUser, 'roles'>): boolean {
  return user.roles.length === 1 && user.roles[0] === Role.Driver;
}

/**
 * Admin means the Admin role. Choice: spec 1 §2 and spec 2 §4 speak of "the Admin role" for the
 * Samsara modal and "admins" elsewhere; the Admin permission appears only as one of the
 * third-party-payer permissions, so it does not make a user an admin here.
 */
export function isAdmin(user: CurrentUser): boolean {
  return user.roles.includes(Role.Admin);
}

/** Whether the user's company may book; missing means bookable (spec 1 §3 "isBookable (default true)"). */
export function isBookable(user: Pick<CurrentUser, 'isBookable'>): boolean {
  return user.isBookable ?? true;
}

/** Permission shorthands used by the tables below. */
export const P = Permission;

import { permissions, roles, type Translate } from '@freightkit/domain';

/** A role's label ('BillTo' reads 'Bill To'); an unknown role from the back end reads as sent. */
export function roleLabel(t: Translate, role: string): string {
  const key = roles.messageKey(role);
  return key ? t(key) : role;
}

/** A permission's label ('CarrierPortal' reads 'Carrier Portal'). */
export function permissionLabel(t: Translate, permission: string): string {
  const key = permissions.messageKey(permission);
  return key ? t(key) : permission;
}

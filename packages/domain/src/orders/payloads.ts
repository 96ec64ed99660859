/** Canadian postal code: letter-digit-letter, optional space or hyphen, digit-letter-digit (spec 2 §5). */
export const canadianPostalCodePattern = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;

/**
 * A US ZIP code (five digits, optional +4). Here, not in the order form (`form.ts`): the locations'
 * enum labels are in every first load, and importing it from the order form brought the form's date
 * code (date-fns) with them (ADR 066).
 */
export const zipPattern = /^\d{5}(-\d{4})?$/;

/** Whether a postal code is Canadian-shaped. */
export function isCanadianPostalCode(postalCode: string | null | undefined): boolean {
  return canadianPostalCodePattern.test((postalCode ?? '').trim());
}

/** A Canadian postal code sets the country to CA; otherwise the country stays as given (spec 2 §5). */
export function countryForPostalCode(
  postalCode: string | null | undefined,
  current?: string,
): string | undefined {
  return isCanadianPostalCode(postalCode) ? 'CA' : current;
}

/** Value with empty optional strings removed: '' and whitespace-only strings become absent. */
export type WithoutEmptyStrings<T> = { [K in keyof T]?: T[K] };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * Empty optional strings are sent as absent (spec 1 §5, spec 2 §5): removes keys whose value is an
 * empty or whitespace-only string, in nested objects and in objects inside arrays too.
 */
export function dropEmptyStrings<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => dropEmptyStrings(item)) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' && v.trim() === '') continue;
    out[key] = dropEmptyStrings(v);
  }
  return out as T;
}

/** A reference number: label and value. */
export interface ReferenceNumber {
  readonly label?: string | null;
  readonly value?: string | null;
  readonly [extra: string]: unknown;
}

/** Reference numbers with an empty label or value are dropped (spec 1 §5, spec 2 §5). */
export function cleanReferenceNumbers<T extends ReferenceNumber>(refs: readonly T[] | null | undefined): T[] {
  return (refs ?? []).filter(
    (r) => r.label != null && r.label.trim() !== '' && r.value != null && r.value.trim() !== '',
  );
}

/** GUID shape: 8-4-4-4-12 hex digits, optional braces. */
export const guidPattern = /^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i;

/** Whether a value is a GUID-shaped string. */
export function isGuid(value: unknown): value is string {
  return typeof value === 'string' && guidPattern.test(value);
}

/** On update, line-item ids that are not GUID-shaped (client-side temporary ids) are dropped (spec 2 §5). */
export function lineItemsForUpdate<T extends { readonly id?: unknown }>(items: readonly T[]): T[] {
  return items.map((item) => {
    if (item.id === undefined || isGuid(item.id)) return item;
    const { id: _dropped, ...rest } = item;
    return rest as T;
  });
}

/** Markup is parsed as a number (spec 1 §5, spec 2 §5); empty or non-numeric gives `undefined`. */
export function parseMarkup(markup: string | number | null | undefined): number | undefined {
  if (typeof markup === 'number') return Number.isFinite(markup) ? markup : undefined;
  const text = (markup ?? '').trim().replace(/[$,%\s]/g, '');
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Contact roles are sent with spaces and hyphens removed: 'Bill-to' → 'BillTo' (spec 2 §5). */
export function normaliseContactRole(role: string): string {
  return role
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}

/** Normalises every contact role (see {@link normaliseContactRole}). */
export function normaliseContactRoles(roles: readonly string[]): string[] {
  return roles.map(normaliseContactRole);
}

import type { Translate } from '@freightkit/domain';

/** What {@link enumText} reads of one of domain's described enumerations (`orderTypes`, `stopTypes`, …). */
interface DescribedEnum {
  readonly label: (value: string | number) => string | undefined;
  readonly messageKey: (value: string | number) => `enum.${string}` | undefined;
}

/**
 * A value of one of domain's enumerations in the reader's language (its `enum.*` catalog key), falling
 * back to the English label and then to the value itself. `described.label(value)` alone is English.
 *
 * @example enumText(t, orderTypes, 'TransferOrder') // 'Orden de traslado' in es-US
 */
export function enumText(t: Translate, described: DescribedEnum, value: string | number): string {
  const key = described.messageKey(value);
  return key ? t(key) : (described.label(value) ?? String(value));
}

/** The options of a Select of an enumeration, in the reader's language (values as strings). */
export function enumOptions(
  t: Translate,
  described: DescribedEnum & { readonly entries: readonly { readonly value: string | number }[] },
): { value: string; label: string }[] {
  return described.entries.map((e) => ({ value: String(e.value), label: enumText(t, described, e.value) }));
}

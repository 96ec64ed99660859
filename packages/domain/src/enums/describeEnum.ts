/** The value type of an `as const` enumeration object. */
export type EnumValue<T extends Readonly<Record<string, string | number>>> = T[keyof T];

/** One member of an enumeration: its wire value, its key in code, its English label and its message key. */
export interface EnumEntry<K extends string, V extends string | number> {
  readonly key: K;
  readonly value: V;
  /** English display label, as the spec writes it. */
  readonly label: string;
  /** Catalog key of the label, so the UI can translate it (`enum.<name>.<key>`). */
  readonly messageKey: `enum.${string}`;
}

/** Value, key and label lookups of one enumeration. */
export interface EnumDescriptor<T extends Readonly<Record<string, string | number>>> {
  /** Name used in message keys, e.g. `shippingMode`. */
  readonly name: string;
  /** Every member in declaration order (aliases included). */
  readonly entries: readonly EnumEntry<Extract<keyof T, string>, EnumValue<T>>[];
  /** True when `value` is one of the enumeration's values. */
  readonly is: (value: unknown) => value is EnumValue<T>;
  /** English label of a value; `undefined` for an unknown value. */
  readonly label: (value: EnumValue<T> | (string & {}) | number) => string | undefined;
  /** Message key of a value's label; `undefined` for an unknown value. */
  readonly messageKey: (value: EnumValue<T> | (string & {}) | number) => `enum.${string}` | undefined;
  /** Key (name in code) of a value: the first declared key when aliases share it. */
  readonly keyOf: (value: EnumValue<T> | (string & {}) | number) => Extract<keyof T, string> | undefined;
}

/**
 * Describes an `as const` enumeration with an English label per key. The first key declared for
 * a value wins the reverse lookups, so aliases (e.g. `ContactProfilepicture`) come after the main key.
 */
export function describeEnum<const T extends Readonly<Record<string, string | number>>>(
  name: string,
  values: T,
  labels: { readonly [K in keyof T]: string },
): EnumDescriptor<T> {
  type K = Extract<keyof T, string>;
  const entries = (Object.keys(values) as K[]).map((key) => ({
    key,
    value: values[key],
    label: labels[key],
    messageKey: `enum.${name}.${key}` as const,
  }));
  const byValue = new Map<unknown, EnumEntry<K, EnumValue<T>>>();
  for (const entry of entries) if (!byValue.has(entry.value)) byValue.set(entry.value, entry);
  return {
    name,
    entries,
    is: (value): value is EnumValue<T> => byValue.has(value),
    label: (value) => byValue.get(value)?.label,
    messageKey: (value) => byValue.get(value)?.messageKey,
    keyOf: (value) => byValue.get(value)?.key,
  };
}

import { useState, type ReactNode } from 'react';
import { Field } from '../TextField/Field.tsx';
import * as fieldStyles from '../TextField/Field.css.ts';

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  /** The visible label (required: it names the field). */
  label: ReactNode;
  /** Keeps the label for assistive technology only. @default false */
  hideLabel?: boolean;
  /** Controlled value (`null` when empty). */
  value?: number | null;
  /** Initial value when uncontrolled. */
  defaultValue?: number | null;
  /** Called with the number typed, or `null` when the field is empty or not a number. */
  onChange?: (value: number | null) => void;
  /** Smallest allowed value (ArrowDown stops there). */
  min?: number;
  /** Largest allowed value. */
  max?: number;
  /** Arrow-key step; use 0.01 for money. @default 1 */
  step?: number;
  /** Help text under the label (e.g. the unit: "lbs"). */
  description?: ReactNode;
  /** An error message; marks the field invalid. */
  error?: ReactNode;
  /** @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
  /** Extra class on the root, merged last. */
  className?: string;
}

const parse = (text: string): number | null => {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
};

/**
 * A labelled number input (native `type=number`: ArrowUp/ArrowDown step, numeric keyboard on phones).
 *
 * @example
 * <NumberField label="Weight" description="lbs" min={0} value={weight} onChange={setWeight} />
 */
export function NumberField({
  label,
  hideLabel,
  value,
  defaultValue,
  onChange,
  min,
  max,
  step = 1,
  description,
  error,
  required,
  disabled,
  name,
  className,
}: NumberFieldProps) {
  const [text, setText] = useState(() => {
    const initial = value ?? defaultValue;
    return initial == null ? '' : String(initial);
  });
  const shown = value === undefined || parse(text) === value ? text : value === null ? '' : String(value);
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      required={required}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="decimal"
          name={name}
          value={shown}
          min={min}
          max={max}
          step={step}
          required={required}
          disabled={disabled}
          className={fieldStyles.control}
          onChange={(event) => {
            setText(event.target.value);
            onChange?.(parse(event.target.value));
          }}
        />
      )}
    </Field>
  );
}

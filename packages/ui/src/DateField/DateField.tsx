import type { ReactNode } from 'react';
import { Field } from '../TextField/Field.tsx';
import * as fieldStyles from '../TextField/Field.css.ts';

/** Props of {@link DateField}. */
export interface DateFieldProps {
  /** The visible label (required: it names the field). */
  label: ReactNode;
  /** Keeps the label for assistive technology only. @default false */
  hideLabel?: boolean;
  /** Controlled value as `yyyy-MM-dd` ('' for none). */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new `yyyy-MM-dd` value ('' when cleared). */
  onChange?: (value: string) => void;
  /** Earliest allowed date, `yyyy-MM-dd`. */
  min?: string;
  /** Latest allowed date, `yyyy-MM-dd`. */
  max?: string;
  /** Help text under the label. */
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

/**
 * A labelled calendar date input (the browser's native date picker, localised by the browser).
 *
 * @example
 * <DateField label="Load Date" value={date} onChange={setDate} />
 */
export function DateField({
  label,
  hideLabel,
  value,
  defaultValue,
  onChange,
  min,
  max,
  description,
  error,
  required,
  disabled,
  name,
  className,
}: DateFieldProps) {
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
          type="date"
          name={name}
          value={value}
          defaultValue={defaultValue}
          min={min}
          max={max}
          required={required}
          disabled={disabled}
          className={fieldStyles.control}
          onChange={(event) => onChange?.(event.target.value)}
        />
      )}
    </Field>
  );
}

import { useState } from 'react';
import { Field } from '../TextField/Field.tsx';
import * as fieldStyles from '../TextField/Field.css.ts';
import { splitFieldProps, type FieldFrameProps } from '../TextField/fieldProps.ts';

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends FieldFrameProps {
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
  /** @default false */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
}

const parse = (text: string): number | null => {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
};

/**
 * A labelled number input (native `type=number`: ArrowUp/ArrowDown step, numeric keyboard on phones).
 * Put the unit in `description` (e.g. "lbs").
 *
 * @example
 * <NumberField label="Weight" description="lbs" min={0} value={weight} onChange={setWeight} />
 */
export function NumberField(props: NumberFieldProps) {
  const [frame, { value, defaultValue, onChange, min, max, step = 1, disabled, name }] =
    splitFieldProps(props);
  const [text, setText] = useState(() => {
    const initial = value ?? defaultValue;
    return initial == null ? '' : String(initial);
  });
  const shown = value === undefined || parse(text) === value ? text : value === null ? '' : String(value);
  return (
    <Field {...frame}>
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
          required={frame.required}
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

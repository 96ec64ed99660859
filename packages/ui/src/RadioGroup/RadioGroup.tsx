import { Radio, RadioGroup as AriakitRadioGroup, RadioProvider } from '@ariakit/react';
import { useId, type ReactNode } from 'react';
import * as fieldStyles from '../TextField/Field.css.ts';
import * as styles from './RadioGroup.css.ts';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  /** The value reported by `onChange`. */
  value: string;
  /** The option's label. */
  label: ReactNode;
  /** @default false */
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** Names the group (visible). */
  label: ReactNode;
  /** The choices. */
  options: readonly RadioOption[];
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen value. */
  onChange?: (value: string) => void;
  /** Lays the options out in a row. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Form field name. */
  name?: string;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A single choice among a few visible options (Ariakit Radio: arrow keys move and choose, one tab stop).
 *
 * @example
 * <RadioGroup label="Invoice Date" options={presetOptions} value={preset} onChange={setPreset} />
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  orientation = 'vertical',
  name,
  className,
}: RadioGroupProps) {
  const id = useId();
  return (
    <RadioProvider
      value={value}
      defaultValue={defaultValue}
      setValue={(next) => {
        if (next != null) onChange?.(String(next));
      }}
    >
      <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
        <span id={id} className={fieldStyles.label}>
          {label}
        </span>
        <AriakitRadioGroup
          aria-labelledby={id}
          className={[styles.group, orientation === 'horizontal' ? styles.horizontal : null]
            .filter(Boolean)
            .join(' ')}
        >
          {options.map((option) => (
            <label key={option.value} className={styles.option}>
              <Radio
                value={option.value}
                name={name}
                disabled={option.disabled}
                accessibleWhenDisabled
                className={styles.radio}
              />
              {option.label}
            </label>
          ))}
        </AriakitRadioGroup>
      </div>
    </RadioProvider>
  );
}

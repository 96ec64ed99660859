import { Radio, RadioGroup as AriakitRadioGroup, RadioProvider } from '@ariakit/react';
import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
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
  /** Help text under the label, read with the group. */
  description?: ReactNode;
  /** An error message (e.g. 'Required' when nothing is chosen): marks the group invalid and is read with it. */
  error?: ReactNode;
  /** Shows the required marker and marks the group required. @default false */
  required?: boolean;
  /** Every option is disabled (still focusable, so the group and its value are still read). @default false */
  disabled?: boolean;
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
  description,
  error,
  required = false,
  disabled = false,
  orientation = 'vertical',
  name,
  className,
}: RadioGroupProps) {
  const { t } = useI18n();
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
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
          {required ? (
            <span className={fieldStyles.requiredMark} aria-hidden="true" title={t('form.required')}>
              *
            </span>
          ) : null}
        </span>
        {description ? (
          <p id={descriptionId} className={fieldStyles.description}>
            {description}
          </p>
        ) : null}
        <AriakitRadioGroup
          aria-labelledby={id}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          className={[styles.group, orientation === 'horizontal' ? styles.horizontal : null]
            .filter(Boolean)
            .join(' ')}
        >
          {options.map((option) => (
            <label key={option.value} className={styles.option}>
              <Radio
                value={option.value}
                name={name}
                disabled={disabled || option.disabled}
                accessibleWhenDisabled
                className={styles.radio}
              />
              {option.label}
            </label>
          ))}
        </AriakitRadioGroup>
        {error ? (
          <p id={errorId} className={fieldStyles.error}>
            <Icon name="error" size="small" />
            {error}
          </p>
        ) : null}
      </div>
    </RadioProvider>
  );
}

import { Checkbox as AriakitCheckbox } from '@ariakit/react';
import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as fieldStyles from '../TextField/Field.css.ts';
import * as styles from './Checkbox.css.ts';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** The label (required: it names the checkbox). */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Controlled state. */
  checked?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onChange?: (checked: boolean) => void;
  /**
   * An error message (e.g. a confirmation that must be ticked): marks the checkbox invalid and is
   * read with it.
   */
  error?: ReactNode;
  /** Disabled but still focusable. @default false */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
  /** Form value. @default 'on' */
  value?: string;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A labelled checkbox (Ariakit Checkbox over a native input, so Space toggles and forms see it).
 *
 * @example
 * <Checkbox label="Only Show Auditable" checked={auditable} onChange={setAuditable} />
 */
export function Checkbox({
  label,
  description,
  checked,
  defaultChecked,
  onChange,
  error,
  disabled,
  name,
  value,
  className,
}: CheckboxProps) {
  const id = useId();
  return (
    <label className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.box}>
        <AriakitCheckbox
          checked={checked}
          defaultChecked={defaultChecked}
          onChange={(event) => onChange?.(event.target.checked)}
          disabled={disabled}
          accessibleWhenDisabled
          name={name}
          value={value}
          aria-labelledby={`${id}-label`}
          aria-describedby={
            [description ? `${id}-description` : null, error ? `${id}-error` : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
          aria-invalid={error ? true : undefined}
          className={styles.input}
        />
        <span className={styles.mark} aria-hidden="true">
          <Icon name="check" size="small" />
        </span>
      </span>
      <span className={styles.text}>
        <span id={`${id}-label`}>{label}</span>
        {description ? (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        ) : null}
        {error ? (
          <span id={`${id}-error`} className={fieldStyles.error}>
            <Icon name="error" size="small" />
            {error}
          </span>
        ) : null}
      </span>
    </label>
  );
}

import { forwardRef, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.tsx';
import { Field } from './Field.tsx';
import * as styles from './Field.css.ts';
import { splitFieldProps, type FieldFrameProps } from './fieldProps.ts';

/** Props of {@link TextField}. */
export interface TextFieldProps
  extends
    FieldFrameProps,
    Pick<
      InputHTMLAttributes<HTMLInputElement>,
      'name' | 'placeholder' | 'autoComplete' | 'maxLength' | 'inputMode'
    > {
  /** Called when the field loses focus (e.g. to validate). */
  onBlur?: () => void;
  /** Key handler, e.g. Enter to search. */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** The input type. @default 'text' */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** A kit icon inside the start of the input (e.g. `search`). */
  icon?: IconName;
  /** @default false */
  disabled?: boolean;
  /** @default false */
  readOnly?: boolean;
}

/**
 * A labelled text input (or textarea with `rows`), with description, error and required marker wired
 * to `aria-describedby` / `aria-invalid`.
 *
 * @example
 * <TextField label="Reference #" required error={errors.reference} value={ref} onChange={setRef} />
 */
export const TextField = forwardRef<HTMLInputElement & HTMLTextAreaElement, TextFieldProps>(
  function TextField(props, ref) {
    const [frame, { value, defaultValue, onChange, type = 'text', rows, icon, disabled, readOnly, ...rest }] =
      splitFieldProps(props);
    return (
      <Field {...frame}>
        {(control) => {
          const common = {
            ...rest,
            ...control,
            ref,
            value,
            defaultValue,
            disabled,
            readOnly,
            required: frame.required,
          };
          if (rows !== undefined) {
            return (
              <textarea
                {...common}
                rows={rows}
                className={[styles.control, styles.multiline].join(' ')}
                onChange={(event) => onChange?.(event.target.value)}
              />
            );
          }
          const input = (
            <input
              {...common}
              type={type}
              className={[styles.control, icon ? styles.withIcon : null].filter(Boolean).join(' ')}
              onChange={(event) => onChange?.(event.target.value)}
            />
          );
          return icon ? (
            <div className={styles.inputWrap}>
              <span className={styles.leadingIcon}>
                <Icon name={icon} size="small" />
              </span>
              {input}
            </div>
          ) : (
            input
          );
        }}
      </Field>
    );
  },
);

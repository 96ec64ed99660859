import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Field.css.ts';
import type { FieldFrameProps } from './fieldProps.ts';

/** What {@link Field} hands its control so the label, description and error are wired up. */
export interface FieldControlProps {
  /** The control's id (the label points at it). */
  id: string;
  /** Ids of the description and error, for `aria-describedby`. */
  'aria-describedby': string | undefined;
  /** `true` when an error is shown. */
  'aria-invalid': true | undefined;
  /** `true` when required. */
  'aria-required': true | undefined;
}

/** Props of {@link Field}: the frame's (label, description, error, required, class) and its control. */
export interface FieldProps extends FieldFrameProps {
  /** Renders the label element (e.g. Ariakit's `SelectLabel`); by default a `<label htmlFor>`. */
  renderLabel?: (props: { className: string; children: ReactNode; htmlFor: string }) => ReactNode;
  /** Renders the control with the ids and ARIA state it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The label / description / error frame of every form control of the kit. Use it to build a control
 * the kit lacks; the wiring (`aria-describedby`, `aria-invalid`) is done for you.
 *
 * @example
 * <Field label="Notes" error={error}>{(props) => <textarea {...props} />}</Field>
 */
export function Field({
  label,
  hideLabel = false,
  description,
  error,
  required = false,
  renderLabel,
  children,
  className,
}: FieldProps) {
  const { t } = useI18n();
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const content = (
    <>
      {label}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true" title={t('form.required')}>
          *
        </span>
      ) : null}
    </>
  );
  const labelNode = renderLabel ? (
    renderLabel({ className: styles.label, children: content, htmlFor: id })
  ) : (
    <label className={styles.label} htmlFor={id}>
      {content}
    </label>
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': [descriptionId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="error" size="small" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

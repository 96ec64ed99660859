import { useId } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';
import * as styles from './Spinner.css.ts';

/** Props of {@link Spinner}. */
export interface SpinnerProps extends styles.SpinnerVariants {
  /** What is loading, for assistive technology (and shown when `showLabel`). @default t('kit.spinner.label') — "Loading" */
  label?: string;
  /** Shows the label next to the spinner. @default false */
  showLabel?: boolean;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * An indeterminate loading indicator with an accessible name (`role="progressbar"` without a value).
 *
 * @example
 * <Spinner label={t('documents.refreshing')} showLabel />
 */
export function Spinner({ label, showLabel = false, size, className }: SpinnerProps) {
  const { t } = useI18n();
  const id = useId();
  const text = label ?? t('kit.spinner.label');
  return (
    <span
      role="progressbar"
      aria-label={showLabel ? undefined : text}
      aria-labelledby={showLabel ? id : undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <span className={styles.spinner({ size })} aria-hidden="true" />
      {showLabel ? <span id={id}>{text}</span> : null}
    </span>
  );
}

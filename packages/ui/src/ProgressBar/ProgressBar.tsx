import { useId, type CSSProperties } from 'react';
import { useFormat } from '../i18n/useFormat.ts';
import * as styles from './ProgressBar.css.ts';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** What is progressing, e.g. the file being uploaded (visible, and the bar's name). */
  label: string;
  /** Progress so far, between 0 and `max`. */
  value: number;
  /** The value of completion (e.g. the file size in bytes). @default 100 */
  max?: number;
  /** Hides the percentage text (it is still announced). @default false */
  hideValue?: boolean;
  /** `positive` when done, `critical` when failed. @default 'brand' */
  tone?: 'brand' | 'positive' | 'critical';
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A determinate progress bar with a label and percentage (e.g. a document upload).
 *
 * @example
 * <ProgressBar label="BOL-100234.pdf" value={loaded} max={total} />
 */
export function ProgressBar({
  label,
  value,
  max = 100,
  hideValue = false,
  tone = 'brand',
  className,
}: ProgressBarProps) {
  const id = useId();
  const { formatPercent } = useFormat();
  const clamped = Math.min(Math.max(value, 0), max);
  const ratio = max > 0 ? clamped / max : 0;
  const text = formatPercent(ratio);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <span id={id} className={styles.label}>
          {label}
        </span>
        {hideValue ? null : (
          <span className={styles.value} aria-hidden="true">
            {text}
          </span>
        )}
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className={styles.track}
      >
        <div
          className={[styles.fill, styles.tone[tone]].join(' ')}
          style={{ '--fk-progress': `${ratio * 100}%` } as CSSProperties}
        />
      </div>
    </div>
  );
}

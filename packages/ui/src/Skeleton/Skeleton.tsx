import { LoadingStatus } from './LoadingStatus.tsx';
import * as styles from './Skeleton.css.ts';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** The placeholder's shape. @default 'text' */
  shape?: 'text' | 'rect' | 'circle';
  /** How many text lines (for `text`). @default 3 */
  lines?: number;
  /** What is loading, for assistive technology. @default t('kit.skeleton.label') — "Loading" */
  label?: string;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A placeholder in the shape of content that is loading. It is one busy, labelled element for
 * assistive technology; the bones are decorative.
 *
 * @example
 * {isPending ? <Skeleton lines={4} /> : <InvoiceCard … />}
 */
export function Skeleton({ shape = 'text', lines = 3, label, className }: SkeletonProps) {
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <LoadingStatus label={label} className={[styles.root, className].filter(Boolean).join(' ')}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={[styles.bone, styles.shape[shape]].join(' ')} aria-hidden="true" />
      ))}
    </LoadingStatus>
  );
}

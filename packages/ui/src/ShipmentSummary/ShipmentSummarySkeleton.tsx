import { LoadingStatus } from '../Skeleton/LoadingStatus.tsx';
import * as styles from './ShipmentSummarySkeleton.css.ts';

/** Props of {@link ShipmentSummarySkeleton}. */
export interface ShipmentSummarySkeletonProps {
  /** How many rows the list will show: the placeholder is that many rows tall. */
  rows: number;
  /** What is loading, for assistive technology. @default t('kit.skeleton.label') — "Loading" */
  label?: string;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A list of `ShipmentSummary` rows while it loads: one busy, labelled element whose backgrounds draw
 * `rows` rows (a surface, two bars and the rule under each). One element rather than a loading
 * `ShipmentSummary` per row: the answer takes away one element, not seven per row, which was the
 * longest task of a dashboard load under a phone's CPU (ADR 084). For one row, use `ShipmentSummary`
 * with `loading`.
 *
 * @example
 * {page.isPending ? <ShipmentSummarySkeleton rows={10} /> : <Stack as="ul">…</Stack>}
 */
export function ShipmentSummarySkeleton({ rows, label, className }: ShipmentSummarySkeletonProps) {
  return (
    <LoadingStatus
      label={label}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{ height: `calc(${Math.max(1, Math.floor(rows))} * ${styles.rowPitch})` }}
    />
  );
}

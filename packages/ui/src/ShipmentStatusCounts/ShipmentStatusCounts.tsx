import { shipmentStatuses } from '@freightkit/domain';
import type { ReactNode } from 'react';
import { useFormat } from '../i18n/useFormat.ts';
import { useI18n } from '../i18n/I18nContext.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { FilterToolbar, type FilterToolbarItem } from './FilterToolbar.tsx';
import * as styles from './ShipmentStatusCounts.css.ts';

/** A placeholder's toggle: it is disabled, so never called. */
const ignore = () => undefined;

/** How many shipments have one status (the status counts call). */
export interface StatusCount {
  /** `ShipmentStatus` value. */
  readonly status: number;
  /** Number of shipments. */
  readonly count: number;
}

/** The on-time counts call's result. */
export interface OnTimeCounts {
  /** Shipments on time. */
  readonly onTime: number;
  /** Shipments running late. */
  readonly late: number;
}

/** Which on-time filter is on. */
export type OnTimeFilter = 'onTime' | 'late';

/** Props of {@link ShipmentStatusCounts}. */
export interface ShipmentStatusCountsProps {
  /** Counts per status, in the order to show them. With none (and no `onTime`) it says there is nothing to count. */
  counts: readonly StatusCount[];
  /** On-time and late counts; the on-time filters are hidden without them. */
  onTime?: OnTimeCounts | null;
  /** Statuses selected as filters (controlled). @default [] */
  selectedStatuses?: readonly number[];
  /** Called with the new selection when a status filter is toggled. */
  onSelectedStatusesChange?: (statuses: number[]) => void;
  /** The on-time filter that is on (controlled). @default null */
  onTimeFilter?: OnTimeFilter | null;
  /** Called when an on-time filter is toggled (`null` when turned off). */
  onOnTimeFilterChange?: (filter: OnTimeFilter | null) => void;
  /** The counts are loading. @default false */
  loading?: boolean;
  /**
   * While `loading`, the statuses the counts will have (a view's statuses: the counts call answers
   * every one of them). Each is drawn as a placeholder filter with its label and a bone for the count,
   * so the row has its loaded height and wraps as it will, and the answer does not move the page.
   * Without it, loading is one line of text.
   */
  loadingStatuses?: readonly number[];
  /** While `loading` with `loadingStatuses`: also draw the on-time filters' placeholders. @default false */
  loadingOnTime?: boolean;
  /** The counts failed to load. */
  error?: ReactNode;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * Shipment status counts and on-time counts as toggle filters ("In Transit 12"): each is a button
 * with `aria-pressed`; arrow keys, Home and End move between them (one tab stop per toolbar),
 * Enter or Space toggles.
 * Status labels come from the domain's status enum through the catalog.
 *
 * @example
 * <ShipmentStatusCounts counts={counts} onTime={onTime} selectedStatuses={filters.statuses}
 *   onSelectedStatusesChange={(statuses) => setFilters({ ...filters, statuses })} />
 */
export function ShipmentStatusCounts({
  counts,
  onTime,
  selectedStatuses = [],
  onSelectedStatusesChange,
  onTimeFilter = null,
  onOnTimeFilterChange,
  loading = false,
  loadingStatuses,
  loadingOnTime = false,
  error,
  className,
}: ShipmentStatusCountsProps) {
  const { t } = useI18n();
  const { formatNumber } = useFormat();
  const rootClass = [styles.root, className].filter(Boolean).join(' ');
  if (loading && loadingStatuses && loadingStatuses.length > 0) {
    // The loaded row's shape, for the eye only: the same toolbars and buttons the counts will fill in,
    // hidden from assistive technology and disabled (nothing to press yet, and no tab stop that
    // disappears under the keyboard), with one status message for assistive technology after them.
    // The same elements in the same places, so the answer updates them rather than removing and
    // drawing the row again (ADR 084).
    const placeholder = (label: string, key: string | number): FilterToolbarItem => ({
      key,
      pressed: false,
      onToggle: ignore,
      children: (
        <>
          {/* Two digits for the bone's width only: transparent, inside an aria-hidden group. */}
          <span>{label}</span> <span className={styles.countBone}>00</span>
        </>
      ),
    });
    const placeholderClass = [styles.filter, styles.placeholder].join(' ');
    return (
      <div className={rootClass} aria-busy="true" data-loading="">
        <FilterToolbar
          placeholder
          className={styles.group}
          itemClassName={placeholderClass}
          label={t('kit.statusCounts.label')}
          items={loadingStatuses.map((status) => {
            const key = shipmentStatuses.messageKey(status);
            return placeholder(key ? t(key) : String(status), status);
          })}
        />
        {loadingOnTime ? (
          <FilterToolbar
            placeholder
            className={styles.group}
            itemClassName={placeholderClass}
            label={t('kit.statusCounts.onTimeLabel')}
            items={[
              placeholder(t('kit.shipment.onTime'), 'onTime'),
              placeholder(t('kit.shipment.late'), 'late'),
            ]}
          />
        ) : null}
        <VisuallyHidden role="status">{t('kit.statusCounts.loading')}</VisuallyHidden>
      </div>
    );
  }
  if (loading) {
    return (
      <div className={rootClass} aria-busy="true">
        <p className={styles.message} role="status">
          {t('kit.statusCounts.loading')}
        </p>
      </div>
    );
  }
  if (error) {
    return (
      <div className={rootClass}>
        <div className={styles.message} role="alert">
          {error}
        </div>
      </div>
    );
  }
  if (counts.length === 0 && !onTime) {
    // Nothing to filter by: say so instead of drawing an empty toolbar (a toolbar with no buttons).
    return (
      <div className={rootClass}>
        <p className={styles.message}>{t('kit.statusCounts.empty')}</p>
      </div>
    );
  }
  const toggleStatus = (status: number) => {
    const on = selectedStatuses.includes(status);
    onSelectedStatusesChange?.(
      on ? selectedStatuses.filter((s) => s !== status) : [...selectedStatuses, status],
    );
  };
  const onTimeItems: readonly [OnTimeFilter, number, 'kit.shipment.onTime' | 'kit.shipment.late'][] = onTime
    ? [
        ['onTime', onTime.onTime, 'kit.shipment.onTime'],
        ['late', onTime.late, 'kit.shipment.late'],
      ]
    : [];
  return (
    <div className={rootClass}>
      <FilterToolbar
        className={styles.group}
        itemClassName={styles.filter}
        label={t('kit.statusCounts.label')}
        items={counts.map(({ status, count }) => {
          const key = shipmentStatuses.messageKey(status);
          return {
            key: status,
            status,
            pressed: selectedStatuses.includes(status),
            onToggle: () => {
              toggleStatus(status);
            },
            children: (
              <>
                <span>{key ? t(key) : String(status)}</span>{' '}
                <span className={styles.count}>{formatNumber(count)}</span>
              </>
            ),
          };
        })}
      />
      {onTimeItems.length > 0 ? (
        <FilterToolbar
          className={styles.group}
          itemClassName={styles.filter}
          label={t('kit.statusCounts.onTimeLabel')}
          items={onTimeItems.map(([filter, count, label]) => ({
            key: filter,
            pressed: onTimeFilter === filter,
            onToggle: () => {
              onOnTimeFilterChange?.(onTimeFilter === filter ? null : filter);
            },
            children: (
              <>
                <span>{t(label)}</span> <span className={styles.count}>{formatNumber(count)}</span>
              </>
            ),
          }))}
        />
      ) : null}
    </div>
  );
}

import { useMemo, type ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { useFormat } from '../i18n/useFormat.ts';
import { Money } from '../Money/Money.tsx';
import * as styles from './RateTable.css.ts';

/** One rate as the table shows it (a rate selection of spec 1 §3, worded by the caller). */
export interface RateTableRate {
  /** Stable key (the quote id, or the rate's own id). */
  id: string;
  /** Who hauls at this rate. */
  carrierName: string;
  /** The rate type in words (e.g. 'Contract', 'Spot'). */
  rateType: string;
  /** The service level in words (e.g. 'Standard'). */
  serviceLevel: string;
  /** Transit days; `null` when the rate does not say. */
  serviceDays: number | null;
  /** The price in dollars. */
  price: number;
  /** A guaranteed rate is marked under the carrier's name. */
  isGuaranteedRate: boolean;
}

/** Props of {@link RateTable}. */
export interface RateTableProps {
  /** The rates, in the order to show (the caller leaves out rates in error, spec 1 §5). */
  rates: readonly RateTableRate[];
  /** The table's caption, which also names its region. @default 'Rates' */
  caption?: string;
  /**
   * Called when the user books a rate. Without it the table has no Book column (a user who may not
   * book sees the rates only).
   */
  onBook?: (rate: RateTableRate) => void;
  /** Whether one rate can be booked (e.g. contract TL rates only); others show no button. @default every rate */
  canBook?: (rate: RateTableRate) => boolean;
  /** The id of the rate being booked: its button shows progress and every Book button waits. */
  bookingId?: string | null;
  /** The rates are loading. @default false */
  loading?: boolean;
  /** Loading the rates failed: the sentence to show. */
  error?: ReactNode;
  /**
   * What the table says with no rates, worded for what was priced (a lane asked ad hoc has no
   * shipment). @default 'No rates for this shipment'
   */
  emptyText?: string;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * The rates of a shipment (spec 1 §3 "Rate selection"): carrier (marked when the rate is guaranteed),
 * rate type, service level, transit days and price, with a Book button on each rate the user may book.
 * Each Book button is named with the carrier and price, so a screen reader's list of buttons says
 * which rate each books.
 *
 * @example
 * <RateTable rates={rows} onBook={can(user, 'rates.book') ? book : undefined}
 *   canBook={(r) => r.rateType === 'Contract'} bookingId={pending} />
 */
export function RateTable({
  rates,
  caption,
  onBook,
  canBook,
  bookingId = null,
  loading = false,
  error,
  emptyText,
  className,
}: RateTableProps) {
  const { t } = useI18n();
  const { formatMoney } = useFormat();
  const columns = useMemo<DataTableColumn<RateTableRate>[]>(() => {
    const base: DataTableColumn<RateTableRate>[] = [
      {
        id: 'carrier',
        header: t('kit.rates.carrier'),
        rowHeader: true,
        cell: (rate) => (
          <span className={styles.carrier}>
            <span>{rate.carrierName}</span>
            {rate.isGuaranteedRate ? (
              <span className={styles.guaranteed}>{t('kit.rates.guaranteed')}</span>
            ) : null}
          </span>
        ),
      },
      { id: 'rateType', header: t('kit.rates.rateType'), cell: (rate) => rate.rateType },
      { id: 'serviceLevel', header: t('kit.rates.serviceLevel'), cell: (rate) => rate.serviceLevel },
      {
        id: 'transit',
        header: t('kit.rates.transit'),
        align: 'end',
        cell: (rate) =>
          rate.serviceDays === null ? '—' : t('kit.rates.transitDays', { days: rate.serviceDays }),
      },
      {
        id: 'price',
        header: t('kit.rates.price'),
        align: 'end',
        cell: (rate) => <Money amount={rate.price} />,
      },
    ];
    if (!onBook) return base;
    return [
      ...base,
      {
        id: 'actions',
        header: t('kit.rates.actions'),
        align: 'end',
        cell: (rate) =>
          canBook && !canBook(rate) ? null : (
            <Button
              variant="secondary"
              aria-label={t('kit.rates.bookLabel', {
                carrier: rate.carrierName,
                price: formatMoney(rate.price),
              })}
              loading={bookingId === rate.id}
              disabled={bookingId !== null && bookingId !== rate.id}
              onClick={() => {
                onBook(rate);
              }}
            >
              {t('kit.rates.book')}
            </Button>
          ),
      },
    ];
  }, [t, formatMoney, onBook, canBook, bookingId]);
  return (
    <DataTable
      caption={caption ?? t('kit.rates.caption')}
      columns={columns}
      rows={rates}
      getRowKey={(rate) => rate.id}
      emptyText={emptyText ?? t('kit.rates.empty')}
      loading={loading}
      error={error}
      className={className}
    />
  );
}

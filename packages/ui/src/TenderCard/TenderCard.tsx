import { tenderStatusTone } from '@freightkit/domain';
import { useId, type ReactNode } from 'react';
import { DateTime } from '../DateTime/DateTime.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { useFormat } from '../i18n/useFormat.ts';
import { Money } from '../Money/Money.tsx';
import { AppLink } from '../shellMessages/AppLink.tsx';
import { StatusChip } from '../StatusChip/index.ts';
import * as styles from './TenderCard.css.ts';

/** A first or last stop as the card shows it: place, window start and the stop's own zone. */
export interface TenderCardStop {
  city: string;
  state: string;
  /** ISO instant of the window's start. */
  early: string;
  /** IANA zone the time is shown in (the stop's local time). */
  ianaTimezone: string;
}

/** The fields of a tender the card shows (ADR 021). */
export interface TenderCardTender {
  shipmentNumber: string;
  /** The offer's status: its value (domain's `TenderOfferStatus`) and label. */
  status: { readonly value: number; readonly displayName: string };
  customerName: string;
  origin: TenderCardStop;
  destination: TenderCardStop;
  stopCount: number;
  /** The equipment, already worded (e.g. domain's equipment-mode label). */
  equipment: string;
  weightLbs: number | null;
  /** Line haul, dollars. */
  rate: number;
  /** Line haul plus additional charges, dollars. */
  totalRate: number;
  /** ISO instant the broker wants an answer by. */
  respondBy: string | null;
}

/** Props of {@link TenderCard}. */
export interface TenderCardProps {
  /** The tender to show. */
  tender: TenderCardTender;
  /** Where the shipment-number heading links to (the tender's page). */
  href: string;
  /** Actions under the fields, e.g. Accept and Reject buttons for an open tender. */
  actions?: ReactNode;
  /** Level of the heading, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * One tender offered to the carrier: shipment number (a link to the tender), status chip, customer,
 * the lane with pickup and delivery in each stop's local time, stops, equipment, weight, the line
 * haul and the total with charges, and when to answer by. An `article` named by its heading; the
 * fields reflow to two columns and then one as the card narrows.
 *
 * @example
 * <TenderCard tender={tender} href={`/tenders/${id}`} actions={<Button>Accept</Button>} />
 */
export function TenderCard({ tender, href, actions, headingLevel = 3, className }: TenderCardProps) {
  const { t } = useI18n();
  const { formatNumber } = useFormat();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const place = (stop: TenderCardStop) => `${stop.city}, ${stop.state}`;
  const field = (term: string, value: ReactNode, valueClass = styles.value) => (
    <div className={styles.field}>
      <dt className={styles.term}>{term}</dt>
      <dd className={valueClass}>{value}</dd>
    </div>
  );
  return (
    <article className={[styles.root, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div className={styles.header}>
          <Heading id={titleId} className={styles.title}>
            <AppLink href={href} className={styles.link}>
              {t('kit.tender.title', { number: tender.shipmentNumber })}
            </AppLink>
          </Heading>
          <StatusChip tone={tenderStatusTone(tender.status.value)}>{tender.status.displayName}</StatusChip>
        </div>
        <p className={styles.customer}>
          {tender.customerName} ·{' '}
          {t('kit.tender.lane', { origin: place(tender.origin), destination: place(tender.destination) })}
        </p>
        <dl className={styles.fields}>
          {field(
            t('kit.tender.pickup'),
            <DateTime value={tender.origin.early} format="dateTime" timeZone={tender.origin.ianaTimezone} />,
          )}
          {field(
            t('kit.tender.delivery'),
            <DateTime
              value={tender.destination.early}
              format="dateTime"
              timeZone={tender.destination.ianaTimezone}
            />,
          )}
          {field(t('kit.tender.stops'), formatNumber(tender.stopCount))}
          {field(t('kit.tender.equipment'), tender.equipment)}
          {field(
            t('kit.tender.weight'),
            tender.weightLbs === null
              ? '—'
              : t('kit.tender.weightLbs', { weight: formatNumber(tender.weightLbs) }),
          )}
          {field(t('kit.tender.rate'), <Money amount={tender.rate} />)}
          {field(t('kit.tender.total'), <Money amount={tender.totalRate} />, styles.total)}
          {field(
            t('kit.tender.respondBy'),
            tender.respondBy === null ? '—' : <DateTime value={tender.respondBy} format="dateTime" />,
          )}
        </dl>
        {actions ? (
          <div className={styles.actions} role="group" aria-label={t('kit.tender.actions')}>
            {actions}
          </div>
        ) : null}
      </div>
    </article>
  );
}

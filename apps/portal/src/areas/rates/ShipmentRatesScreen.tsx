import {
  ApiError,
  rateTypes,
  type RateBookingResult,
  type RateSelection,
  type RateType,
} from '@freightkit/api';
import { useBookContractRate, useBookLtlQuote, useShipmentRates } from '@freightkit/api/react';
import { bookableShipmentStatuses, can, shipmentPreviewPath, ShippingMode } from '@freightkit/domain';
import { Banner, Card, Money, RateTable, useFormat, useI18n, type RateTableRate } from '@freightkit/ui';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { failureText, keyedTexts } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { rateTableRows } from './rateRequestShape.ts';
import * as styles from './rates.css.ts';

/** The rate type a path segment names (`contract`, `Contract`, …), or null when it names none. */
function rateTypeOf(segment: string): RateType | null {
  return rateTypes.find((type) => type.toLowerCase() === segment.toLowerCase()) ?? null;
}

/** A contract TL rate is booked by "book contract TL rate" (spec 1 §7). */
const isContractTl = (rate: RateSelection) =>
  rate.rateType === 'Contract' && rate.shippingMode === ShippingMode.TL;

/** A carrier's LTL quote is booked by "book LTL" (spec 1 §7; ADR 053). */
const isLtlQuote = (rate: RateSelection) =>
  rate.rateType === 'Quote' && rate.shippingMode === ShippingMode.LTL && rate.quoteId !== null;

/**
 * `/rates/{shipmentNumber}` and `/rates/{rateType}/shipment/{shipmentNumber}` (spec 1 §2): the unified
 * rates of a shipment (only rates not in error, spec 1 §5) in the kit's RateTable, with its status and
 * maxBuy. A broker books a contract TL rate or a carrier's LTL quote while the shipment is bookable;
 * the answer shows the new maxBuy (or the quote booked), or each error message when `bookingSucceeded`
 * is false (spec 1 §8), in the reader's language when it carries its key (ADR 057). Another company's
 * shipment is a 404, shown as not found.
 */
export function ShipmentRatesScreen() {
  const { rateType: segment, shipmentNumber = '' } = useParams();
  const { t } = useI18n();
  const rateType = segment === undefined ? undefined : rateTypeOf(segment);
  if (rateType === null) {
    return (
      <Page as="section">
        <Banner
          tone="critical"
          title={t('rates.shipment.unknownType', { rateType: segment ?? '' })}
          actions={<Link to="/rates">{t('rates.shipment.back')}</Link>}
        />
      </Page>
    );
  }
  return <ShipmentRates shipmentNumber={shipmentNumber} rateType={rateType} />;
}

function ShipmentRates({
  shipmentNumber,
  rateType,
}: {
  shipmentNumber: string;
  rateType: RateType | undefined;
}) {
  const { t } = useI18n();
  const { formatMoney } = useFormat();
  const headingId = useId();
  const user = useCurrentUser();
  const rates = useShipmentRates(shipmentNumber, rateType === undefined ? {} : { rateType });
  const contractBooking = useBookContractRate();
  const ltlBooking = useBookLtlQuote();
  const booking = ltlBooking.isIdle ? contractBooking : contractBooking.isIdle ? ltlBooking : contractBooking;
  const [result, setResult] = useState<{ rate: RateSelection; answer: RateBookingResult } | null>(null);
  const byId = useMemo(() => new Map((rates.data?.items ?? []).map((rate) => [rate.id, rate])), [rates.data]);

  if (rates.isError && rates.error instanceof ApiError && rates.error.status === 404) {
    return (
      <Page as="section">
        <Banner
          tone="critical"
          title={t('rates.shipment.notFound')}
          actions={<Link to="/rates">{t('rates.shipment.back')}</Link>}
        />
      </Page>
    );
  }

  const data = rates.data;
  const shipment = data?.shipment;
  const bookable =
    shipment !== undefined &&
    can(user, 'rates.book') &&
    shipment.bookedRateId === null &&
    bookableShipmentStatuses.includes(shipment.status.value);
  const rows: RateTableRate[] = rateTableRows(data?.items ?? [], t);
  const book = (row: RateTableRate) => {
    const rate = byId.get(row.id);
    if (!rate) return;
    setResult(null);
    // Only the mutation this booking uses keeps a state, so the page shows one answer or one error.
    const [used, other] = isLtlQuote(rate) ? [ltlBooking, contractBooking] : [contractBooking, ltlBooking];
    other.reset();
    used.mutate(
      { id: rate.id },
      {
        onSuccess: (answer) => {
          setResult({ rate, answer });
        },
      },
    );
  };
  const bookedRate = shipment?.bookedRateId == null ? undefined : byId.get(shipment.bookedRateId);
  const fact = (term: string, value: ReactNode) => (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
  const title =
    rateType === undefined
      ? t('rates.shipment.title', { shipmentNumber })
      : t('rates.shipment.titleOfType', { shipmentNumber, rateType: t(`rates.type.${rateType}`) });

  return (
    <Page as="section" aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.sectionTitle}>
        {title}
      </h1>
      {result === null ? null : result.answer.bookingSucceeded && isLtlQuote(result.rate) ? (
        <Banner
          live
          tone="positive"
          title={t('rates.shipment.bookedLtl', {
            carrier: result.rate.carrierName,
            quoteId: result.rate.quoteId ?? '',
            price: formatMoney(result.rate.price),
          })}
        />
      ) : result.answer.bookingSucceeded ? (
        <Banner
          live
          tone="positive"
          title={t('rates.shipment.booked', {
            carrier: result.rate.carrierName,
            price: formatMoney(result.rate.price),
            maxBuy:
              result.answer.shipment.maxBuy === null
                ? t('rates.shipment.noMaxBuy')
                : formatMoney(result.answer.shipment.maxBuy),
          })}
        />
      ) : (
        <Banner
          live
          tone="critical"
          title={t('rates.shipment.bookingFailed')}
          description={
            <ul aria-label={t('rates.shipment.bookingFailed')}>
              {keyedTexts(t, result.answer.errors, result.answer.errorKeys).map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          }
        />
      )}
      {booking.isError ? (
        <Banner
          live
          tone="critical"
          title={t('rates.shipment.bookingError')}
          description={failureText(t, booking.error)}
        />
      ) : null}
      {shipment === undefined ? null : (
        <Card title={t('rates.shipment.facts')} headingLevel={2}>
          <dl className={styles.facts}>
            {fact(
              t('rates.item.shipment'),
              <Link to={shipmentPreviewPath(shipment.shipmentNumber)}>
                {t('rates.shipment.open', { shipmentNumber: shipment.shipmentNumber })}
              </Link>,
            )}
            {fact(t('rates.shipment.status'), shipment.status.displayName)}
            {fact(
              t('rates.shipment.maxBuy'),
              shipment.maxBuy === null ? t('rates.shipment.noMaxBuy') : <Money amount={shipment.maxBuy} />,
            )}
            {fact(
              t('rates.shipment.bookedOn'),
              bookedRate === undefined
                ? shipment.bookedRateId === null
                  ? t('rates.shipment.notBooked')
                  : shipment.bookedRateId
                : `${bookedRate.carrierName} · ${formatMoney(bookedRate.price)}`,
            )}
          </dl>
        </Card>
      )}
      <RateTable
        caption={t('rates.shipment.caption')}
        rates={rows}
        loading={rates.isPending}
        error={rates.isError ? t('rates.shipment.loadFailed') : undefined}
        onBook={bookable ? book : undefined}
        canBook={(row) => {
          const rate = byId.get(row.id);
          return rate !== undefined && (isContractTl(rate) || isLtlQuote(rate));
        }}
        bookingId={booking.isPending ? booking.variables.id : null}
      />
    </Page>
  );
}

import { ApiError } from '@freightkit/api';
import { useOrderRates } from '@freightkit/api/react';
import { can, orderStatuses, shippingModes } from '@freightkit/domain';
import { Banner, Card, RateTable, useFormat, useI18n, type RateTableRate } from '@freightkit/ui';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { orderPreviewPath } from '../orders/paths.ts';
import { Page } from '../common/Page.tsx';
import { rateTableRows } from './rateRequestShape.ts';
import * as styles from './rates.css.ts';

/**
 * `/rates/order/{orderNumber}` (spec 1 §7 "find unified rates by orderId"; ADR 057): the unified rates
 * of a broker's order — its lane, products, equipment and mode priced as the ad hoc rates and the
 * order's Book LTL price them, only rates not in error (spec 1 §5) — in the kit's RateTable, with the
 * order, its lane and the shipment it is on. Booking happens on the order (Book LTL, tendering) or on
 * its shipment's rates, so this page prices only. A user who may not book (a carrier) reads why;
 * another company's order is a 404, shown as not found.
 */
export function OrderRatesScreen() {
  const { orderNumber = '' } = useParams();
  const { t } = useI18n();
  const user = useCurrentUser();
  const headingId = useId();
  const title = t('rates.order.title', { orderNumber });
  return (
    <Page as="section" aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.sectionTitle}>
        {title}
      </h1>
      {can(user, 'rates.book') ? (
        <OrderRates orderNumber={orderNumber} />
      ) : (
        <Banner
          tone="info"
          title={t('rates.order.brokersOnly')}
          actions={<Link to="/rates">{t('rates.shipment.back')}</Link>}
        />
      )}
    </Page>
  );
}

function OrderRates({ orderNumber }: { orderNumber: string }) {
  const { t } = useI18n();
  const { formatNumber } = useFormat();
  const rates = useOrderRates(orderNumber);

  if (rates.isError && rates.error instanceof ApiError && rates.error.status === 404) {
    return (
      <Banner
        tone="critical"
        title={t('rates.order.notFound')}
        actions={<Link to="/orders">{t('rates.order.back')}</Link>}
      />
    );
  }

  const data = rates.data;
  const order = data?.order;
  const lane = data?.lane;
  const rows: RateTableRate[] = rateTableRows(data?.items ?? [], t);
  const fact = (term: string, value: ReactNode) => (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
  const label = (key: `enum.${string}` | undefined, fallback: string) => (key ? t(key) : fallback);
  const place = (p: { city: string; state: string; postalCode: string }) =>
    `${p.city}, ${p.state} ${p.postalCode}`;

  return (
    <>
      {data && lane === null ? <Banner tone="info" title={t('rates.order.unpriced')} /> : null}
      {order === undefined ? null : (
        <Card title={t('rates.order.facts')} headingLevel={2}>
          <dl className={styles.facts}>
            {fact(
              t('rates.order.facts'),
              <Link to={orderPreviewPath(order.orderNumber)}>
                {t('rates.order.open', { orderNumber: order.orderNumber })}
              </Link>,
            )}
            {fact(t('rates.order.status'), label(orderStatuses.messageKey(order.status), order.status))}
            {fact(
              t('rates.order.mode'),
              label(shippingModes.messageKey(order.shippingMode), String(order.shippingMode)),
            )}
            {fact(
              t('rates.order.weight'),
              t('rates.order.weightLbs', { weight: formatNumber(order.weightLbs) }),
            )}
            {lane
              ? fact(
                  t('rates.order.lane'),
                  t('rates.quote.lane', {
                    origin: place(lane.origin),
                    destination: place(lane.destination),
                    miles: lane.miles,
                  }),
                )
              : null}
            {fact(
              t('rates.order.shipment'),
              order.shipmentNumber === null ? (
                t('rates.order.noShipment')
              ) : (
                <Link to={`/rates/${encodeURIComponent(order.shipmentNumber)}`}>
                  {t('rates.order.shipmentRates', { shipmentNumber: order.shipmentNumber })}
                </Link>
              ),
            )}
          </dl>
        </Card>
      )}
      <RateTable
        caption={t('rates.shipment.caption')}
        rates={rows}
        loading={rates.isPending}
        error={rates.isError ? t('rates.shipment.loadFailed') : undefined}
        emptyText={t('rates.order.empty')}
      />
    </>
  );
}

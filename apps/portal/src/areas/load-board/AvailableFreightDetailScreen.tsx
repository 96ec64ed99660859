import { ApiError } from '@freightkit/api';
import { useAvailableShipment } from '@freightkit/api/react';
import { Banner, Box, Button, Heading, Spinner, useFormat, useI18n } from '@freightkit/ui';
import { Link, useLocation, useParams } from 'react-router-dom';
import { failureText } from '../common/failureText.ts';
import * as styles from './loadBoard.css.ts';
import { equipmentText, localTime, modeText, placeText, serviceLevelText } from './loadText.ts';

/**
 * `/available-freight/{shipmentNumber}` (spec 1 §2, titled Available Freight): one load of the board,
 * its lane with both windows in their own zones, equipment, mode, miles, weight, rate and service
 * level, and the way back to the board with its filters. A load that is not on the board (booked
 * meanwhile, or never offered to this carrier) says so.
 */
export function AvailableFreightDetailScreen() {
  const { t, locale } = useI18n();
  const { formatMoney, formatNumber } = useFormat();
  const { shipmentNumber = '' } = useParams();
  const { search } = useLocation();
  const load = useAvailableShipment(shipmentNumber);
  const back = (
    <Link className={styles.link} to={`/available-freight${search}`}>
      {t('loadBoard.detail.back')}
    </Link>
  );
  if (load.isPending) return <Spinner />;
  if (load.isError) {
    const missing = load.error instanceof ApiError && load.error.status === 404;
    return (
      <Box padding={{ base: 'lg', narrow: 'sm' }}>
        <Banner
          tone={missing ? 'info' : 'critical'}
          title={missing ? t('loadBoard.detail.notFound') : t('loadBoard.detail.error')}
          description={missing ? '' : failureText(t, load.error)}
          actions={
            missing ? (
              back
            ) : (
              <Button variant="secondary" onClick={() => void load.refetch()}>
                {t('loadBoard.retry')}
              </Button>
            )
          }
        />
      </Box>
    );
  }
  const item = load.data;
  const facts: [string, string][] = [
    [
      t('loadBoard.load.pickup'),
      `${placeText(item.origin)} ${item.origin.postalCode} · ${localTime(item.origin.early, item.origin.ianaTimezone, locale)}`,
    ],
    [
      t('loadBoard.load.delivery'),
      `${placeText(item.destination)} ${item.destination.postalCode} · ${localTime(item.destination.early, item.destination.ianaTimezone, locale)}`,
    ],
    [t('loadBoard.load.equipment'), equipmentText(item, t)],
    [t('loadBoard.load.mode'), modeText(item, t)],
    [
      t('loadBoard.load.distance'),
      item.miles === null ? '—' : t('loadBoard.load.miles', { miles: formatNumber(item.miles) }),
    ],
    [
      t('loadBoard.load.weightLabel'),
      item.weightLbs === null ? '—' : t('loadBoard.load.weight', { weight: formatNumber(item.weightLbs) }),
    ],
    [
      t('loadBoard.load.rate'),
      item.ratePerMile === null
        ? formatMoney(item.rate)
        : `${formatMoney(item.rate)} · ${t('loadBoard.load.perMile', { rate: formatMoney(item.ratePerMile) })}`,
    ],
    [t('loadBoard.load.serviceLevel'), serviceLevelText(item, t)],
    [t('loadBoard.load.customer'), item.customerName],
  ];
  return (
    <Box
      as="section"
      display="flex"
      flexDirection="column"
      gap="md"
      padding={{ base: 'lg', narrow: 'sm' }}
      aria-labelledby="fk-load-title"
    >
      <Heading level={2} id="fk-load-title">
        {t('loadBoard.detail.title', { number: item.shipmentNumber })}
      </Heading>
      <p className={styles.value}>
        {placeText(item.origin)} → {placeText(item.destination)} ·{' '}
        {t('loadBoard.load.stops', { count: item.stopCount })}
      </p>
      <dl className={styles.detailFacts} aria-label={t('loadBoard.detail.facts')}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.factRow}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <div>{back}</div>
    </Box>
  );
}

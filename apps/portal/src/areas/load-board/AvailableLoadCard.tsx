import type { AvailableShipment } from '@freightkit/api';
import { ServiceLevel } from '@freightkit/domain';
import { useFormat, useI18n } from '@freightkit/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './loadBoard.css.ts';
import { equipmentText, localTime, modeText, placeText, serviceLevelText } from './loadText.ts';

/** Props of {@link AvailableLoadCard}. */
export interface AvailableLoadCardProps {
  readonly load: AvailableShipment;
  /** Where the lane's link goes (`/available-freight/{number}`, keeping the board's filters). */
  readonly href: string;
}

/**
 * One load of the board: the lane as a link to its preview, then what a dispatcher compares at a
 * glance: pickup (in the origin's zone), equipment, mode, miles and deadhead, rate and rate per mile.
 */
export function AvailableLoadCard({ load, href }: AvailableLoadCardProps) {
  const { t, locale } = useI18n();
  const { formatMoney, formatNumber } = useFormat();
  const headingId = useId();
  const origin = placeText(load.origin);
  const destination = placeText(load.destination);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.lane}>
        <Link className={styles.link} to={href}>
          {t('loadBoard.load.open', { number: load.shipmentNumber, origin, destination })}
        </Link>
      </h3>
      <ul className={styles.facts}>
        <li>
          {t('loadBoard.load.pickup')}: {localTime(load.origin.early, load.origin.ianaTimezone, locale)}
        </li>
        <li>{equipmentText(load, t)}</li>
        <li>{modeText(load, t)}</li>
        {load.miles === null ? null : (
          <li>{t('loadBoard.load.miles', { miles: formatNumber(load.miles) })}</li>
        )}
        {load.originDeadheadMiles === null ? null : (
          <li>{t('loadBoard.load.deadhead', { miles: formatNumber(load.originDeadheadMiles) })}</li>
        )}
        {load.weightLbs === null ? null : (
          <li>{t('loadBoard.load.weight', { weight: formatNumber(load.weightLbs) })}</li>
        )}
        <li className={styles.rate}>
          {formatMoney(load.rate)}
          {load.ratePerMile === null
            ? null
            : ` · ${t('loadBoard.load.perMile', { rate: formatMoney(load.ratePerMile) })}`}
        </li>
        {load.serviceLevel === ServiceLevel.Standard ? null : (
          <li className={styles.rate}>{serviceLevelText(load, t)}</li>
        )}
      </ul>
    </article>
  );
}

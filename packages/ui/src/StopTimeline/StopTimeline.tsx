import { stopTimeZone, stopTypes } from '@freightkit/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import * as styles from './StopTimeline.css.ts';
import { ZonedTime } from './ZonedTime.tsx';

/** One stop of a shipment as the timeline shows it. */
export interface TimelineStop {
  /** The stop's id (`shipmentStopId`). */
  readonly id: string | number;
  /** `StopType` value ('Shipping' or 'Receiving'). */
  readonly type?: string | null;
  /** Facility name. */
  readonly name?: string | null;
  /** Street line of the address. */
  readonly street?: string | null;
  /** City. */
  readonly city: string;
  /** State or province abbreviation. */
  readonly state: string;
  /** Postal code: its zone is used when `timeZone` is missing (spec 1 §5). */
  readonly postalCode?: string | null;
  /** The stop's IANA zone. */
  readonly timeZone?: string | null;
  /** Earliest time (ISO instant). */
  readonly early?: string | null;
  /** Latest time (ISO instant). */
  readonly late?: string | null;
  /** Appointment (ISO instant); optional. */
  readonly appointment?: string | null;
  /** Actual arrival (ISO instant). */
  readonly arrival?: string | null;
  /** Actual departure (ISO instant). */
  readonly departure?: string | null;
}

/** Props of {@link StopTimeline}. */
export interface StopTimelineProps {
  /** The stops in order. */
  stops: readonly TimelineStop[];
  /** Shows a busy placeholder instead of the stops. @default false */
  loading?: boolean;
  /** The stops failed to load: shown as an alert (e.g. a message). */
  error?: ReactNode;
  /** Called with a stop and its 1-based number when its appointment button is used; no button when absent. */
  onEditAppointment?: (stop: TimelineStop, stopNumber: number) => void;
  /** Extra content per stop (e.g. an "Add to calendar" button), after the times. */
  renderStopActions?: (stop: TimelineStop, stopNumber: number) => ReactNode;
  /**
   * The region's accessible name. Give each timeline its own when a page shows more than one (e.g.
   * 'Stops of leg 2'), so their landmarks do not share a name. @default 'Stops'
   */
  label?: string;
  /** Extra class on the root, merged last. */
  className?: string;
}

const timeKeys = [
  ['early', 'kit.stops.early'],
  ['late', 'kit.stops.late'],
  ['appointment', 'kit.stops.appointment'],
  ['arrival', 'kit.stops.arrival'],
  ['departure', 'kit.stops.departure'],
] as const;

/**
 * The stops of a shipment in order, each with its early, late and appointment times and its actual
 * arrival and departure, all shown in the STOP's own time zone with the zone's abbreviation (the zone
 * comes from the stop, else from its postal code). A stop that has been reached carries `data-arrived`.
 *
 * @example
 * <StopTimeline stops={stops} onEditAppointment={(stop, n) => openEditor(stop, n)} />
 */
export function StopTimeline({
  stops,
  loading = false,
  error,
  onEditAppointment,
  renderStopActions,
  label,
  className,
}: StopTimelineProps) {
  const { t } = useI18n();
  const name = label ?? t('kit.stops.label');
  const rootClass = [styles.root, className].filter(Boolean).join(' ');
  if (loading) {
    return (
      <section className={rootClass} aria-label={name} aria-busy="true">
        <p className={styles.message} role="status">
          {t('kit.stops.loading')}
        </p>
      </section>
    );
  }
  if (error) {
    return (
      <section className={rootClass} aria-label={name}>
        <div className={styles.message} role="alert">
          {error}
        </div>
      </section>
    );
  }
  if (stops.length === 0) {
    return (
      <section className={rootClass} aria-label={name}>
        <p className={styles.message}>{t('kit.stops.empty')}</p>
      </section>
    );
  }
  return (
    <section className={rootClass} aria-label={name}>
      <ol className={styles.list}>
        {stops.map((stop, index) => {
          const number = index + 1;
          const zone = stopTimeZone(stop);
          const typeKey = stop.type ? stopTypes.messageKey(stop.type) : undefined;
          const heading = [t('kit.stops.stop', { number }), typeKey ? t(typeKey) : null]
            .filter(Boolean)
            .join(' · ');
          return (
            <li key={stop.id} className={styles.stop} data-arrived={stop.arrival ? '' : undefined}>
              <span className={styles.marker} aria-hidden="true">
                {number}
              </span>
              <div className={styles.body}>
                <div className={styles.header}>
                  <h3 className={styles.title}>{heading}</h3>
                  {onEditAppointment ? (
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => {
                        onEditAppointment(stop, number);
                      }}
                    >
                      {t(stop.appointment ? 'kit.stops.editAppointment' : 'kit.stops.setAppointment', {
                        number,
                      })}
                    </Button>
                  ) : null}
                </div>
                <p className={styles.address}>
                  {[stop.name, stop.street, `${stop.city}, ${stop.state} ${stop.postalCode ?? ''}`.trim()]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <dl className={styles.times}>
                  {timeKeys.map(([key, label]) => {
                    const value = stop[key];
                    return (
                      <div key={key} className={styles.time} data-time={key}>
                        <dt className={styles.term}>{t(label)}</dt>
                        <dd className={styles.value}>
                          {value ? (
                            <ZonedTime value={value} timeZone={zone} />
                          ) : (
                            <span className={styles.notSet}>{t('kit.stops.none')}</span>
                          )}
                        </dd>
                      </div>
                    );
                  })}
                </dl>
                {renderStopActions ? (
                  <div className={styles.actions}>{renderStopActions(stop, number)}</div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

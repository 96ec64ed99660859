import { isApiErrorStatus, type Trip } from '@freightkit/api';
import { useShipmentStops, useTrip } from '@freightkit/api/react';
import {
  Accordion,
  AccordionItem,
  Banner,
  Button,
  DateTime,
  ShipmentStatusChip,
  Spinner,
  StopTimeline,
  useI18n,
  useLinkComponent,
} from '@freightkit/ui';
import { createElement, useState } from 'react';
import { useParams } from 'react-router-dom';
import { timelineStopOf } from '../kitShapes.ts';
import { previewHref } from '../list/ShipmentListScreen.tsx';
import { useFailureText } from '../list/useFailureText.ts';
import * as styles from './trip.css.ts';

/** One shipment of a trip. */
type TripShipment = Trip['shipments'][number];

/**
 * `/all-shipments/trip/{tripId}`: a trip's shipments in trip order, each with its lane, status and
 * stops (early, late and appointment in each stop's own zone), plus the trip's drivers and equipment.
 */
export function TripScreen() {
  const { t } = useI18n();
  const { tripId = '' } = useParams();
  const trip = useTrip(tripId);
  const failureText = useFailureText();
  const Link = useLinkComponent();
  // One leg's stops open at a time (the first by default): each stop list is a "Stops" region, and
  // a page of several identically named regions is hard to move through with a screen reader.
  const [openLeg, setOpenLeg] = useState<string | null | undefined>(undefined);

  if (trip.isPending) {
    return (
      <section className={styles.page} aria-busy="true">
        <Spinner showLabel label={t('trip.loading')} />
      </section>
    );
  }
  if (trip.isError) {
    const missing = isApiErrorStatus(trip.error, 404);
    return (
      <section className={styles.page}>
        <Banner
          tone="critical"
          title={missing ? t('trip.notFound') : t('trip.error')}
          description={missing ? undefined : failureText(trip.error)}
          actions={
            missing ? (
              createElement(Link, { href: '/all-shipments' }, t('trip.back'))
            ) : (
              <Button
                variant="secondary"
                icon="refresh"
                onClick={() => {
                  void trip.refetch();
                }}
              >
                {t('shipmentList.retry')}
              </Button>
            )
          }
        />
      </section>
    );
  }

  const { data } = trip;
  const legs = [...data.shipments].sort((a, b) => a.sequence - b.sequence);
  const open = openLeg === undefined ? (legs[0]?.id ?? null) : openLeg;
  const equipment = data.equipment
    .map((e) => [e.tractorNumber, e.trailerNumber].filter(Boolean).join(' / '))
    .filter(Boolean)
    .join(', ');
  return (
    <section className={styles.page} aria-labelledby="fk-trip-title">
      <header className={styles.header}>
        <h1 id="fk-trip-title" className={styles.title}>
          {t('trip.title', { tripNumber: data.tripNumber })}
        </h1>
        <ShipmentStatusChip status={data.status.value} />
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('kit.shipment.driver')}</dt>
          <dd>{data.drivers.map((d) => d.name).join(', ') || t('kit.shipment.noDriver')}</dd>
        </div>
        <div>
          <dt>{t('kit.shipment.equipment')}</dt>
          <dd>{equipment || '—'}</dd>
        </div>
      </dl>
      <ol className={styles.shipments} aria-label={t('trip.shipments')}>
        {legs.map((shipment) => (
          <li key={shipment.id} className={styles.shipment}>
            <TripLeg
              shipment={shipment}
              count={legs.length}
              stopsOpen={open === shipment.id}
              onStopsOpenChange={(isOpen) => {
                setOpenLeg(isOpen ? shipment.id : null);
              }}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

function TripLeg({
  shipment,
  count,
  stopsOpen,
  onStopsOpenChange,
}: {
  shipment: TripShipment;
  count: number;
  stopsOpen: boolean;
  onStopsOpenChange: (open: boolean) => void;
}) {
  const { t } = useI18n();
  const Link = useLinkComponent();
  const headingId = `fk-trip-leg-${shipment.id}`;
  const place = (p: TripShipment['origin']) => `${p.city}, ${p.state}`;
  return (
    <article aria-labelledby={headingId} className={styles.leg}>
      <p className={styles.position}>{t('trip.position', { position: shipment.sequence, count })}</p>
      <div className={styles.legHead}>
        <h2 id={headingId} className={styles.legTitle}>
          {createElement(
            Link,
            { href: previewHref(shipment.shipmentNumber) },
            t('kit.shipment.number', { number: shipment.shipmentNumber }),
          )}
        </h2>
        <ShipmentStatusChip status={shipment.status.value} />
      </div>
      <p className={styles.lane}>
        {place(shipment.origin)}{' '}
        <DateTime value={shipment.origin.early} format="date" timeZone={shipment.origin.ianaTimezone} /> →{' '}
        {place(shipment.destination)}{' '}
        <DateTime
          value={shipment.destination.early}
          format="date"
          timeZone={shipment.destination.ianaTimezone}
        />
      </p>
      <Accordion>
        <AccordionItem
          title={t('trip.stops', { number: shipment.shipmentNumber })}
          open={stopsOpen}
          onOpenChange={onStopsOpenChange}
        >
          {stopsOpen ? <LegStops shipmentId={shipment.id} /> : null}
        </AccordionItem>
      </Accordion>
    </article>
  );
}

/** A leg's stops, loaded when its section opens. */
function LegStops({ shipmentId }: { shipmentId: string }) {
  const stops = useShipmentStops(shipmentId);
  const failureText = useFailureText();
  return (
    <StopTimeline
      stops={(stops.data ?? []).map(timelineStopOf)}
      loading={stops.isPending}
      error={stops.isError ? failureText(stops.error) : undefined}
    />
  );
}

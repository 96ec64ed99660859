import { isApiErrorStatus, type Trip } from '@freightkit/api';
import { useShipmentStops, useTrip } from '@freightkit/api/react';
import {
  Accordion,
  AccordionItem,
  Banner,
  Box,
  Button,
  DateTime,
  Heading,
  Inline,
  ShipmentStatusChip,
  Spinner,
  Stack,
  StopTimeline,
  Text,
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
      <Box
        as="section"
        display="flex"
        flexDirection="column"
        gap="md"
        padding={{ base: 'lg', narrow: 'sm' }}
        className={styles.page}
        aria-busy="true"
      >
        <Spinner showLabel label={t('trip.loading')} />
      </Box>
    );
  }
  if (trip.isError) {
    const missing = isApiErrorStatus(trip.error, 404);
    return (
      <Box
        as="section"
        display="flex"
        flexDirection="column"
        gap="md"
        padding={{ base: 'lg', narrow: 'sm' }}
        className={styles.page}
      >
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
      </Box>
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
    <Box
      as="section"
      display="flex"
      flexDirection="column"
      gap="md"
      padding={{ base: 'lg', narrow: 'sm' }}
      className={styles.page}
      aria-labelledby="fk-trip-title"
    >
      <Inline as="header" space="sm" alignY="center">
        <Heading level={2} as="h1" id="fk-trip-title">
          {t('trip.title', { tripNumber: data.tripNumber })}
        </Heading>
        <ShipmentStatusChip status={data.status.value} />
      </Inline>
      <Inline as="dl" space="lg">
        <div>
          <Text as="dt" size="sm" tone="secondary">
            {t('kit.shipment.driver')}
          </Text>
          <Text as="dd">{data.drivers.map((d) => d.name).join(', ') || t('kit.shipment.noDriver')}</Text>
        </div>
        <div>
          <Text as="dt" size="sm" tone="secondary">
            {t('kit.shipment.equipment')}
          </Text>
          <Text as="dd">{equipment || '—'}</Text>
        </div>
      </Inline>
      <Stack as="ol" space="md" aria-label={t('trip.shipments')}>
        {legs.map((shipment) => (
          <li key={shipment.id}>
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
      </Stack>
    </Box>
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
    <Stack as="article" space="xs" aria-labelledby={headingId} className={styles.leg}>
      <Text size="sm" tone="secondary">
        {t('trip.position', { position: shipment.sequence, count })}
      </Text>
      <Inline space="sm" alignY="center">
        <Heading level={3} as="h2" id={headingId}>
          {createElement(
            Link,
            { href: previewHref(shipment.shipmentNumber) },
            t('kit.shipment.number', { number: shipment.shipmentNumber }),
          )}
        </Heading>
        <ShipmentStatusChip status={shipment.status.value} />
      </Inline>
      <Text>
        {place(shipment.origin)}{' '}
        <DateTime value={shipment.origin.early} format="date" timeZone={shipment.origin.ianaTimezone} /> →{' '}
        {place(shipment.destination)}{' '}
        <DateTime
          value={shipment.destination.early}
          format="date"
          timeZone={shipment.destination.ianaTimezone}
        />
      </Text>
      <Accordion>
        <AccordionItem
          title={t('trip.stops', { number: shipment.shipmentNumber })}
          open={stopsOpen}
          onOpenChange={onStopsOpenChange}
        >
          {stopsOpen ? <LegStops shipmentId={shipment.id} /> : null}
        </AccordionItem>
      </Accordion>
    </Stack>
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

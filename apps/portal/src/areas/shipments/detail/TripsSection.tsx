import { shipmentResourceQueries, useApiClient } from '@freightkit/api/react';
import { tripPath } from '@freightkit/domain';
import { Card, Heading, Stack, Text, useI18n, useLinkComponent } from '@freightkit/ui';
import { useQuery } from '@tanstack/react-query';
import { createElement } from 'react';
import { failureText } from './failureText.ts';

/**
 * The trips a shipment belongs to, each linking to its trip page (`/all-shipments/trip/{tripId}`,
 * spec 1 §2). Without it a trip could only be reached by typing its address. Nothing shows for a
 * shipment on no trip.
 */
export function TripsSection({ shipmentId }: { shipmentId: string }) {
  const { t } = useI18n();
  const client = useApiClient();
  const Link = useLinkComponent();
  const trips = useQuery(shipmentResourceQueries.sub(client, shipmentId, 'trips'));
  if (trips.isError)
    return (
      <Text tone="secondary" role="status">
        {`${t('shipmentDetail.trips.loadFailed')} ${failureText(t, trips.error)}`}
      </Text>
    );
  if (!trips.data || trips.data.length === 0) return null;
  return (
    <Card>
      <Stack space="sm">
        <Heading level={3}>{t('shipmentDetail.trips.title')}</Heading>
        {trips.data.map((trip) => (
          <Stack key={trip.id} space="xxs">
            {createElement(
              Link,
              { href: tripPath(trip.id) },
              t('shipmentDetail.trips.link', { tripNumber: trip.tripNumber }),
            )}
            <Text tone="secondary">{t('shipmentDetail.trips.count', { count: trip.shipmentCount })}</Text>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

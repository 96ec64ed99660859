import type { ShipmentListView } from '@freightkit/api';
import { shipmentListQueries, useApiClient } from '@freightkit/api/react';
import { dashboardTabPath, shipmentPreviewPath } from '@freightkit/domain';
import { Drawer, EmptyState, ShipmentSummary, Stack, StopTimeline, useI18n } from '@freightkit/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { summaryOfListItem, timelineStopOf } from '../shipments/kitShapes.ts';

/**
 * The shipment's row as a list view answers it (equipment, drivers, lane with dates), the same row
 * the dashboard shows: the tracking view first (the dashboard's), then the booking view for a number
 * typed into the address. Scoped to the caller, so another carrier's number is simply not found.
 */
function useListRow(shipmentNumber: string) {
  const client = useApiClient();
  const inView = (view: ShipmentListView, enabled: boolean) => ({
    ...shipmentListQueries.list(client, view, { query: shipmentNumber }),
    enabled,
  });
  const tracking = useQuery(inView('tracking', true));
  const trackingRow = tracking.data?.items.find((item) => item.shipmentNumber === shipmentNumber);
  const booking = useQuery(inView('booking', tracking.isSuccess && trackingRow === undefined));
  const bookingRow = booking.data?.items.find((item) => item.shipmentNumber === shipmentNumber);
  const row = trackingRow ?? bookingRow;
  const pending =
    tracking.isPending || (trackingRow === undefined && booking.isPending && booking.isFetching);
  return { row, pending };
}

/**
 * `/dashboard/shipments/{shipmentNumber}/preview` (spec 1 §2): a side drawer over the dashboard with
 * the shipment's row as the dashboard shows it (lane with dates, equipment, driver), stacked to fit
 * the drawer, then its stops and a link to its full details. Closing returns to the tab with its
 * status choice kept.
 */
export function ShipmentPreviewDrawer() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { shipmentNumber = '' } = useParams();
  const client = useApiClient();
  const { row: match, pending } = useListRow(shipmentNumber);
  const stops = useQuery({
    ...shipmentListQueries.stops(client, match?.id ?? ''),
    enabled: match !== undefined,
  });

  let body;
  if (pending) {
    body = <ShipmentSummary loading layout="stacked" />;
  } else if (match === undefined) {
    body = <EmptyState icon="warning" title={t('dashboard.preview.notFound')} />;
  } else {
    body = (
      <>
        <ShipmentSummary shipment={summaryOfListItem(match)} layout="stacked" />
        <StopTimeline
          stops={(stops.data ?? []).map(timelineStopOf)}
          loading={stops.isPending}
          error={stops.isError ? t('dashboard.moving.error') : undefined}
        />
      </>
    );
  }

  return (
    <Drawer
      open
      onOpenChange={(open) => {
        if (!open) void navigate(`${dashboardTabPath('shipments')}${search}`);
      }}
      title={t('dashboard.preview.title', { number: shipmentNumber })}
      placement="right"
      size="medium"
      footer={
        match === undefined ? undefined : (
          <Link to={shipmentPreviewPath(match.shipmentNumber)}>{t('dashboard.preview.open')}</Link>
        )
      }
    >
      <Stack space="md">{body}</Stack>
    </Drawer>
  );
}

import { shipmentListQueries, shipmentQueries, useApiClient } from '@freightkit/api/react';
import { dashboardTabPath, shipmentPreviewPath } from '@freightkit/domain';
import { Drawer, EmptyState, ShipmentSummary, Stack, StopTimeline, useI18n } from '@freightkit/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { timelineStopOf } from '../shipments/kitShapes.ts';

/**
 * `/dashboard/shipments/{shipmentNumber}/preview` (spec 1 §2): a side drawer over the dashboard with
 * the shipment's lane and stops, and a link to its full details. The number is resolved through the
 * shipment search (scoped to the caller, so another carrier's number is simply not found). Closing
 * returns to the tab with its status choice kept.
 */
export function ShipmentPreviewDrawer() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { shipmentNumber = '' } = useParams();
  const client = useApiClient();
  const found = useQuery(shipmentQueries.search(client, { query: shipmentNumber }));
  const match = found.data?.items.find((item) => item.shipmentNumber === shipmentNumber);
  const stops = useQuery({
    ...shipmentListQueries.stops(client, match?.id ?? ''),
    enabled: match !== undefined,
  });

  let body;
  if (found.isPending) {
    body = <ShipmentSummary loading />;
  } else if (match === undefined) {
    body = <EmptyState icon="warning" title={t('dashboard.preview.notFound')} />;
  } else {
    body = (
      <>
        <ShipmentSummary
          shipment={{
            shipmentNumber: match.shipmentNumber,
            status: match.status.value,
            origin: match.origin,
            destination: match.destination,
          }}
        />
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

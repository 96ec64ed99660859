import type { ShipmentListView } from '@freightkit/api';
import { shipmentListQueries, useApiClient } from '@freightkit/api/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AppliedFilters } from './listUrl.ts';

/**
 * Status counts of a view, and on-time counts on the tracking view only (booking loads have not
 * started moving, so the on-time call is not made there). The status counts ignore the status
 * filter (every box keeps its number), so it stays out of their key and toggling a status does not
 * reload them; other filter changes keep the previous numbers on screen until the new ones arrive.
 */
export function useShipmentCounts(view: ShipmentListView, filters: AppliedFilters) {
  const client = useApiClient();
  const { status: _ignored, ...withoutStatus } = filters;
  const status = useQuery({
    ...shipmentListQueries.statusCounts(client, view, withoutStatus),
    placeholderData: keepPreviousData,
  });
  const onTime = useQuery({
    ...shipmentListQueries.onTimeCounts(client, view, filters),
    enabled: view === 'tracking',
    placeholderData: keepPreviousData,
  });
  return { status, onTime };
}

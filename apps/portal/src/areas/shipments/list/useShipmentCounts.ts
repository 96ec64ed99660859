import type { ShipmentListView } from '@freightkit/api';
import { shipmentListQueries, useApiClient } from '@freightkit/api/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AppliedFilters } from './listUrl.ts';

/**
 * Status counts of a view, and on-time counts on the tracking view only (booking loads have not
 * started moving, so the on-time call is not made there). Each kind of count ignores the filter its
 * own boxes set (the status counts the status, the on-time counts the on-time filter: every box
 * keeps its number), so that filter stays out of its key and toggling a box does not reload its
 * row; other filter changes keep the previous numbers on screen until the new ones arrive.
 */
export function useShipmentCounts(view: ShipmentListView, filters: AppliedFilters) {
  const client = useApiClient();
  const { status: _status, ...withoutStatus } = filters;
  const { onTime: _onTime, ...withoutOnTime } = filters;
  const status = useQuery({
    ...shipmentListQueries.statusCounts(client, view, withoutStatus),
    placeholderData: keepPreviousData,
  });
  const onTime = useQuery({
    ...shipmentListQueries.onTimeCounts(client, view, withoutOnTime),
    enabled: view === 'tracking',
    placeholderData: keepPreviousData,
  });
  return { status, onTime };
}

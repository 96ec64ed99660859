import type { ApiClient } from '@freightkit/api';
import { shipmentResourceQueries } from '@freightkit/api/react';
import type { ShipmentPreviewPage } from '@freightkit/domain';
import type { QueryClient } from '@tanstack/react-query';
import { headStart } from '../../../app/routeData.ts';

/**
 * Starts the queries a shipment's tab asks for as it mounts, beyond the page's own (the shipment, its
 * stops and drivers): the financials' charges and charge types, the signed rate confirmation. The same
 * factories as the tabs' hooks (`useCarrierChargeDetails`, …), so the keys agree (ADR 064, ADR 068).
 * Details, cases and documents ask for theirs under conditions of the user and the shipment, and
 * keep asking on mount.
 */
export function startShipmentTab(
  queryClient: QueryClient,
  client: ApiClient,
  id: string,
  page: ShipmentPreviewPage,
): void {
  if (page === 'financials') {
    void headStart(queryClient, shipmentResourceQueries.sub(client, id, 'carrierChargeDetails'));
    void headStart(queryClient, shipmentResourceQueries.sub(client, id, 'chargeTypes'));
  } else if (page === 'SignedRateConfirmation') {
    void headStart(queryClient, shipmentResourceQueries.sub(client, id, 'rateConfirmation'));
  }
}

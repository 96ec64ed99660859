import { ShipmentStatus } from '@freightkit/domain';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { toRoutePattern, type Endpoint } from '../contract/endpoint.ts';
import { shipmentResourceEndpoints } from '../contract/shipmentResources.ts';
import { buildMockToken, mockPersonas } from '../msw/factories.ts';
import { createShipmentResourceHandlers } from '../msw/shipmentResources.ts';
import { queryKeys } from './keys.ts';
import {
  shipmentResourceKeys,
  shipmentResourceMutations,
  shipmentResourceQueries,
} from './shipmentResources.ts';
import { shipmentKeys } from './shipments.ts';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

const base = 'http://tms.test';
const client = createApiClient({
  baseUrl: base,
  getSession: () => ({ accessToken: buildMockToken(mockPersonas.dispatcher) }),
});

const covers = (handlers: readonly HttpHandler[], endpoint: Endpoint) =>
  handlers.some(
    (h) =>
      String(h.info.method).toUpperCase() === endpoint.method &&
      String(h.info.path).endsWith(toRoutePattern(endpoint.path)),
  );

describe('shipment resource queries', () => {
  it('has an MSW handler for every call, answering within the contract', async () => {
    const { handlers } = createShipmentResourceHandlers();
    const missing = Object.values<Endpoint>(shipmentResourceEndpoints).filter((e) => !covers(handlers, e));
    expect(missing.map((e) => e.name)).toEqual([]);
    server.use(...handlers);
    const queryClient = new QueryClient();
    const trip = await queryClient.query(shipmentResourceQueries.trip(client, 'trip-9'));
    expect(trip.id).toBe('trip-9');
    expect(trip.shipments.map((s) => s.sequence)).toEqual([1, 2, 3]);
    const card = await queryClient.query(shipmentResourceQueries.scoreCard(client, 3));
    expect(card.monthly).toHaveLength(3);
    const lines = await queryClient.query(shipmentResourceQueries.sub(client, 's1', 'lineItems'));
    expect(lines.length).toBeGreaterThan(0);
  });

  it('keys sub-resources under the shipment detail, so refreshing the shipment refreshes them', () => {
    const key = shipmentResourceQueries.sub(client, 's1', 'tenders').queryKey;
    expect(key.slice(0, 3)).toEqual([...shipmentKeys.detail('s1')]);
    expect(shipmentResourceQueries.bookedCarrier(client, 's1').queryKey).toEqual([
      ...shipmentKeys.detail('s1'),
      'bookedCarrier',
    ]);
  });

  it('maps a 404 of the booked carrier to an empty result and keeps other failures', async () => {
    server.use(...createShipmentResourceHandlers({ status: ShipmentStatus.ReadyToBook }).handlers);
    const queryClient = new QueryClient();
    expect(await queryClient.query(shipmentResourceQueries.bookedCarrier(client, 's1'))).toBeNull();
    server.use(
      http.get(`${base}/api/v2/shipments/:id/booked_carrier`, () =>
        HttpResponse.json({ message: 'Boom' }, { status: 500 }),
      ),
    );
    await expect(
      queryClient.query(shipmentResourceQueries.bookedCarrier(client, 's2')),
    ).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe('shipment resource mutations', () => {
  it('rescinds a booking once and refreshes the shipment and trips', async () => {
    server.use(...createShipmentResourceHandlers().handlers);
    const queryClient = new QueryClient();
    queryClient.setQueryData(shipmentKeys.sub('s1', 'drivers'), []);
    queryClient.setQueryData(shipmentResourceKeys.trip('trip-7001'), null);
    const options = shipmentResourceMutations.rescindBooking(client, queryClient);
    const variables = { id: 's1', body: { reason: 'Truck unavailable' } };
    const shipment = await options.mutationFn?.(variables, undefined as never);
    expect(shipment?.shipmentStatus).toBe(ShipmentStatus.ReadyToBook);
    await options.onSuccess?.(shipment as never, variables, undefined, undefined as never);
    expect(queryClient.getQueryState(shipmentKeys.sub('s1', 'drivers'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(shipmentResourceKeys.trip('trip-7001'))?.isInvalidated).toBe(true);
    await expect(options.mutationFn?.(variables, undefined as never)).rejects.toMatchObject({ status: 400 });
  });

  it('reports a problem on a moving load, refreshing the badge count, and refuses a delivered one', async () => {
    const backend = createShipmentResourceHandlers({ status: ShipmentStatus.InTransit });
    server.use(...backend.handlers);
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.counts.shipmentsNeedingUpdates(), { count: 1 });
    const options = shipmentResourceMutations.reportProblem(client, queryClient);
    const variables = { id: 's1', body: { type: 'Breakdown' as const, description: 'Flat tyre' } };
    const problem = await options.mutationFn?.(variables, undefined as never);
    expect(backend.problems()[0]?.id).toBe(problem?.id);
    await options.onSuccess?.(problem as never, variables, undefined, undefined as never);
    expect(queryClient.getQueryState(queryKeys.counts.shipmentsNeedingUpdates())?.isInvalidated).toBe(true);
    server.use(...createShipmentResourceHandlers({ status: ShipmentStatus.Delivered }).handlers);
    await expect(options.mutationFn?.(variables, undefined as never)).rejects.toMatchObject({ status: 400 });
    await expect(
      options.mutationFn?.({ id: 's1', body: { type: 'Delay', description: ' ' } }, undefined as never),
    ).rejects.toMatchObject({ status: 400 });
  });
});

import { ShipmentStatus } from '@freightkit/domain';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { shipmentResourceEndpoints } from '../contract/shipmentResources.ts';
import { buildMockToken, mockPersonas } from '../msw/factories.ts';
import { defaultFixtures, defaultHandlers } from '../msw/defaults.ts';
import { errorResponse } from '../msw/endpointHandler.ts';
import { fixture, fixtureError, fixtureSequence } from '../msw/fixture.ts';
import { buildProblem } from '../msw/shipmentResources.ts';
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

const o = { baseUrl: base };
const defaultRescind = defaultFixtures().shipmentResources.rescindBooking;

describe('shipment resource queries', () => {
  it('read trips, the score card and sub-resources through the contract', async () => {
    server.use(...defaultHandlers(o));
    const queryClient = new QueryClient();
    const trip = await queryClient.query(shipmentResourceQueries.trip(client, 'trip-9'));
    expect(trip.id).toBe('trip-9');
    expect(trip.shipments.map((s) => s.sequence)).toEqual([1, 2, 3]);
    const card = await queryClient.query(shipmentResourceQueries.scoreCard(client, 3));
    expect(card.monthly.length).toBeGreaterThan(0);
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
    server.use(
      fixtureError(
        shipmentResourceEndpoints.bookedCarrier,
        404,
        'The booked carrier was not found.',
        undefined,
        o,
      ),
    );
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
  it('rescinds a booking, refreshes the shipment and trips, and passes a refusal on', async () => {
    server.use(
      fixtureSequence(
        shipmentResourceEndpoints.rescindBooking,
        [
          defaultRescind,
          () => errorResponse(400, 'The request is invalid.', { status: ['This load is no longer booked.'] }),
        ],
        o,
      ),
    );
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

  it('reports a problem, refreshing the badge count, and passes a refusal on', async () => {
    const reported = buildProblem({ id: 'problem-7', type: 'Breakdown', description: 'Flat tyre' });
    server.use(fixture(shipmentResourceEndpoints.reportProblem, reported, o));
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.counts.shipmentsNeedingUpdates(), { count: 1 });
    const options = shipmentResourceMutations.reportProblem(client, queryClient);
    const variables = { id: 's1', body: { type: 'Breakdown' as const, description: 'Flat tyre' } };
    const problem = await options.mutationFn?.(variables, undefined as never);
    expect(problem?.id).toBe(reported.id);
    await options.onSuccess?.(problem as never, variables, undefined, undefined as never);
    expect(queryClient.getQueryState(queryKeys.counts.shipmentsNeedingUpdates())?.isInvalidated).toBe(true);
    server.use(
      fixtureError(
        shipmentResourceEndpoints.reportProblem,
        400,
        'The request is invalid.',
        { status: ['Problems cannot be reported on a delivered load.'] },
        o,
      ),
    );
    await expect(options.mutationFn?.(variables, undefined as never)).rejects.toMatchObject({ status: 400 });
    // The contract refuses a blank description before any fixture answers.
    await expect(
      options.mutationFn?.({ id: 's1', body: { type: 'Delay', description: ' ' } }, undefined as never),
    ).rejects.toMatchObject({ status: 400 });
  });
});

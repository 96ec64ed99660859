import { ShipmentStatus } from '@freightkit/domain';
import { QueryClient } from '@tanstack/react-query';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import { createApiClient } from '../client/createApiClient.ts';
import { toRoutePattern, type Endpoint } from '../contract/endpoint.ts';
import { shipmentEndpoints } from '../contract/shipments.ts';
import { shipmentListQueries, shipmentMutations } from '../react/shipments.ts';
import { buildMockToken, mockPersonas } from './factories.ts';
import { createHandlers } from './handlers.ts';
import { buildShipmentListItems, createShipmentListHandlers } from './shipments.ts';

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

const client = createApiClient({
  baseUrl: 'http://tms.test',
  getSession: () => ({ accessToken: buildMockToken(mockPersonas.dispatcher) }),
});

const covers = (handlers: readonly HttpHandler[], endpoint: Endpoint) =>
  handlers.some(
    (h) =>
      String(h.info.method).toUpperCase() === endpoint.method &&
      String(h.info.path).endsWith(toRoutePattern(endpoint.path)),
  );

describe('shipment MSW handlers', () => {
  it('answer every shipment endpoint of the contract (stories need all of them)', () => {
    const handlers = [...createHandlers(), ...createShipmentListHandlers().handlers];
    const missing = Object.values<Endpoint>(shipmentEndpoints).filter((e) => !covers(handlers, e));
    expect(missing.map((e) => e.name)).toEqual([]);
  });

  it('saves equipment, sets the pro number and keeps a stop departure after its arrival', async () => {
    server.use(...createShipmentListHandlers().handlers);
    const queryClient = new QueryClient();
    await shipmentMutations.saveEquipment(client, queryClient).mutationFn?.(
      {
        id: 's1',
        body: { tractorNumber: 'T-9', trailerNumber: '', licensePlate: null, licensePlateState: null },
      },
      undefined as never,
    );
    const saved = await queryClient.query(shipmentListQueries.equipment(client, 's1'));
    expect(saved).toEqual({
      tractorNumber: 'T-9',
      trailerNumber: null,
      licensePlate: null,
      licensePlateState: null,
    });
    const pro = await client.call(shipmentEndpoints.updateProNumber, {
      params: { id: 's1' },
      body: { value: '' },
    });
    expect(pro.proNumber).toBeNull();
    // s2 is Dispatched (the default rows cycle from Booked): stop times may be recorded.
    const stop = await client.call(shipmentEndpoints.updateStopArrivalDeparture, {
      params: { id: 's2', stopId: 'stop-1' },
      body: { arrival: { date: '2026-11-23', hour: 9, minute: 0 } },
    });
    expect(stop.arrival).toBe('2026-11-23T15:00:00.000Z');
    await expect(
      client.call(shipmentEndpoints.updateStopArrivalDeparture, {
        params: { id: 's2', stopId: 'stop-1' },
        body: { departure: { date: '2026-11-23', hour: 8, minute: 0 } },
      }),
    ).rejects.toBeInstanceOf(ApiError);
    const history = await client.call(shipmentEndpoints.trackingActivities, { params: { id: 's1' } });
    expect((history[0]?.occurredAt ?? '') > (history[1]?.occurredAt ?? '')).toBe(true);
  });

  it('follows domain’s status transitions for quick closure and status changes', async () => {
    const rows = buildShipmentListItems(2, [ShipmentStatus.InTransit, ShipmentStatus.Booked]);
    server.use(...createShipmentListHandlers({ shipments: rows }).handlers);
    const queryClient = new QueryClient();
    const closed = await shipmentMutations
      .quickClosure(client, queryClient)
      .mutationFn?.({ id: 's1' }, undefined as never);
    expect(closed?.shipmentStatus).toBe(ShipmentStatus.Delivered);
    const jump = client.call(shipmentEndpoints.updateStatus, {
      params: { id: 's2' },
      body: { status: ShipmentStatus.Delivered },
    });
    await expect(jump).rejects.toMatchObject({ status: 400 });
    const dispatched = await client.call(shipmentEndpoints.updateStatus, {
      params: { id: 's2' },
      body: { status: ShipmentStatus.Dispatched },
    });
    expect(dispatched.shipmentStatus).toBe(ShipmentStatus.Dispatched);
  });

  it('refuses stop times before dispatch, as domain says', async () => {
    const rows = buildShipmentListItems(1, [ShipmentStatus.Booked]);
    server.use(...createShipmentListHandlers({ shipments: rows }).handlers);
    await expect(
      client.call(shipmentEndpoints.updateStopArrivalDeparture, {
        params: { id: 's1', stopId: 'stop-1' },
        body: { arrival: { date: '2026-11-23', hour: 9, minute: 0 } },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('filters the list by the on-time counts, which ignore that filter themselves', async () => {
    server.use(...createShipmentListHandlers().handlers);
    const counts = await client.call(shipmentEndpoints.onTimeCounts, {
      query: { view: 'tracking', onTime: 'late' },
    });
    const late = await client.call(shipmentEndpoints.list, {
      query: { view: 'tracking', onTime: 'late', pageSize: 1000 },
    });
    const onTime = await client.call(shipmentEndpoints.list, {
      query: { view: 'tracking', onTime: 'onTime', pageSize: 1000 },
    });
    expect(late.totalCount).toBeGreaterThan(0);
    expect(late.totalCount).toBe(counts.late);
    expect(onTime.totalCount).toBe(counts.onTime);
    expect(late.items.every((i) => i.isLate && i.status.value >= ShipmentStatus.Dispatched)).toBe(true);
    expect(onTime.items.every((i) => !i.isLate && i.status.value >= ShipmentStatus.Dispatched)).toBe(true);
  });
});

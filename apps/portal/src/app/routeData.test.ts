import { currentUserSchema, type ApiClient, type Endpoint } from '@freightkit/api';
import { createQueryClient } from '@freightkit/api/react';
import { personaUser } from '@freightkit/api/msw';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ShipmentStatus } from '@freightkit/domain';
import { startShipmentPageCode } from '../areas/shipments/detail/pageModule.ts';
import { startShipmentTabCode } from '../areas/shipments/detail/tabModules.ts';
import { prefetch as prefetchShipment } from '../areas/shipments/prefetch.ts';
import {
  headStart,
  headStartFreshMs,
  lazyPrefetch,
  prefetchLoader,
  refetchOnMountUnlessHeadStart,
  type Prefetch,
  type RouteData,
} from './routeData.ts';

// The page's and tabs' code is not loaded here: the prefetch's calls to start it are what is checked.
vi.mock('../areas/shipments/detail/pageModule.ts', () => ({ startShipmentPageCode: vi.fn() }));
vi.mock('../areas/shipments/detail/tabModules.ts', () => ({ startShipmentTabCode: vi.fn() }));

const dispatcher = currentUserSchema.parse(personaUser('dispatcher'));
const driver = currentUserSchema.parse(personaUser('driver'));

/** A client that answers every call from `answers` by the endpoint's path, and records the paths. */
function fakeClient(answers: Record<string, unknown> = {}) {
  const paths: string[] = [];
  const client = {
    baseUrl: '',
    call: (endpoint: Endpoint) => {
      paths.push(endpoint.path);
      return Promise.resolve(answers[endpoint.path] ?? {});
    },
  } as unknown as ApiClient;
  return { client, paths };
}

function routeData(user: RouteData['user'], answers?: Record<string, unknown>) {
  const { client, paths } = fakeClient(answers);
  return { data: { client, queryClient: createQueryClient(), user }, paths };
}

const args = (path: string) =>
  ({ request: new Request(`https://portal.test${path}`), params: {}, context: {} }) as LoaderFunctionArgs;

describe('prefetchLoader', () => {
  it('starts the page’s prefetch for a signed-in user the route table lets in, and answers null', async () => {
    const { data } = routeData(() => dispatcher);
    const prefetch = vi.fn();
    const loader = prefetchLoader(Promise.resolve(data), prefetch, { gated: true });
    await expect(loader(args('/dashboard?status=5'))).resolves.toBeNull();
    expect(prefetch).toHaveBeenCalledOnce();
    expect(prefetch.mock.calls[0]?.[2]).toEqual(new URL('https://portal.test/dashboard?status=5'));
  });

  it('starts nothing signed out, nor where the user is not let in (a driver on the dashboard)', async () => {
    const prefetch = vi.fn();
    const signedOut = routeData(() => null).data;
    await prefetchLoader(Promise.resolve(signedOut), prefetch, { gated: false })(args('/dashboard'));
    const asDriver = routeData(() => driver).data;
    await prefetchLoader(Promise.resolve(asDriver), prefetch, { gated: true })(args('/dashboard'));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('waits for the page’s code a prefetch returns (never for its queries), and answers null', async () => {
    const { data } = routeData(() => dispatcher);
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const loader = prefetchLoader(Promise.resolve(data), () => code, { gated: true });
    let answered = false;
    const answer = Promise.resolve(loader(args('/all-shipments/611466'))).then((value) => {
      answered = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toBe(false);
    arrive();
    await expect(answer).resolves.toBeNull();
  });

  it('never fails the route: a prefetch that throws leaves the page to fetch its data', async () => {
    const { data } = routeData(() => dispatcher);
    const loader = prefetchLoader(
      Promise.resolve(data),
      () => {
        throw new Error('no');
      },
      { gated: false },
    );
    await expect(loader(args('/dashboard'))).resolves.toBeNull();
  });
});

describe('headStart', () => {
  it('keeps the page’s first mount from fetching again an answer the prefetch just fetched', async () => {
    const { data } = routeData(() => dispatcher);
    const queryFn = vi.fn(() => Promise.resolve(1));
    await headStart(data.queryClient, { queryKey: ['prefetched'], queryFn });
    await data.queryClient.query({ queryKey: ['asked by a page'], queryFn });
    const cache = data.queryClient.getQueryCache();
    const prefetched = cache.find({ queryKey: ['prefetched'] });
    const asked = cache.find({ queryKey: ['asked by a page'] });
    if (prefetched === undefined || asked === undefined) throw new Error('queries missing');
    expect(refetchOnMountUnlessHeadStart(prefetched)).toBe(false);
    expect(refetchOnMountUnlessHeadStart(asked)).toBe(true);
    // Later than that, the prefetched answer is as stale as any other.
    vi.spyOn(Date, 'now').mockReturnValue(prefetched.state.dataUpdatedAt + headStartFreshMs + 1);
    expect(refetchOnMountUnlessHeadStart(prefetched)).toBe(true);
    vi.restoreAllMocks();
  });

  it('settles with undefined when the call fails', async () => {
    const { data } = routeData(() => dispatcher);
    const answer = headStart(data.queryClient, {
      queryKey: ['failing'],
      queryFn: () => Promise.reject(new Error('down')),
    });
    await expect(answer).resolves.toBeUndefined();
  });
});

describe('the shipment page’s prefetch', () => {
  /** The search's hit for 611466, of a load in `status`. */
  const found = (status: number) => ({
    'api/v2/quick_searches/shipments': {
      items: [{ id: 'S-1', shipmentNumber: '611466', status: { value: status, displayName: '' } }],
    },
  });
  // A moving load opens on its details, which ask for nothing beyond the page's own queries.
  const answers = found(ShipmentStatus.InTransit);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('searches the number, then asks for the shipment, its stops and its drivers at once', async () => {
    const { data, paths } = routeData(() => dispatcher, answers);
    void prefetchShipment(data, dispatcher, new URL('https://portal.test/all-shipments/611466/preview/'));
    await settle();
    expect(paths).toEqual([
      'api/v2/quick_searches/shipments',
      'api/v2/shipments/{id}',
      'api/v2/shipments/{id}/stops',
      'api/v2/shipments/{id}/drivers',
    ]);
    // Then, in a task of its own, the code of the tab a load in transit opens on.
    await vi.waitFor(() => {
      expect(vi.mocked(startShipmentTabCode)).toHaveBeenCalledWith('details');
    });
  });

  it('starts the page’s own code at once for any of a shipment’s addresses, not for a list or a trip', () => {
    const startPage = vi.mocked(startShipmentPageCode);
    startPage.mockClear();
    // A number the search does not find: only the page's code is asked of it.
    const { data } = routeData(() => dispatcher, { 'api/v2/quick_searches/shipments': { items: [] } });
    for (const path of [
      '/all-shipments/611466',
      '/my-shipments/611466/preview/',
      '/shipments/611466/preview/cases',
    ])
      void prefetchShipment(data, dispatcher, new URL(`https://portal.test${path}`));
    expect(startPage).toHaveBeenCalledTimes(3);
    startPage.mockClear();
    for (const path of ['/all-shipments', '/all-shipments/trip/7', '/my-shipments/'])
      void prefetchShipment(data, dispatcher, new URL(`https://portal.test${path}`));
    expect(startPage).not.toHaveBeenCalled();
  });

  it('starts the code of the tab the address names at once, and of the hit’s status’s tab once the search answers', async () => {
    const startCode = vi.mocked(startShipmentTabCode);
    startCode.mockClear();
    const named = routeData(() => dispatcher, answers);
    void prefetchShipment(
      named.data,
      dispatcher,
      new URL('https://portal.test/all-shipments/611466/preview/financials'),
    );
    expect(startCode.mock.calls).toEqual([['financials']]);

    // A bare number: the tab the search's hit's status opens on (a delivered load's documents, ADR 022)
    // starts with the shipment's read, without waiting for its answer (here, one that never comes).
    startCode.mockClear();
    const unanswered = new Promise(() => undefined);
    const delivered = { ...found(ShipmentStatus.Delivered), 'api/v2/shipments/{id}': unanswered };
    const bare = routeData(() => dispatcher, delivered);
    void prefetchShipment(bare.data, dispatcher, new URL('https://portal.test/all-shipments/611466'));
    expect(startCode).not.toHaveBeenCalled();
    await vi.waitFor(() => {
      expect(startCode.mock.calls).toEqual([['documents']]);
    });
  });

  it('starts the read’s tab as well when the load moved on between the search and the read', async () => {
    const startCode = vi.mocked(startShipmentTabCode);
    startCode.mockClear();
    const movedOn = {
      ...found(ShipmentStatus.InTransit),
      'api/v2/shipments/{id}': { shipmentStatus: ShipmentStatus.Delivered },
    };
    const { data } = routeData(() => dispatcher, movedOn);
    void prefetchShipment(data, dispatcher, new URL('https://portal.test/all-shipments/611466/preview'));
    await vi.waitFor(() => {
      expect(startCode.mock.calls).toEqual([['details'], ['documents']]);
    });
  });

  it('starts nothing on a list, a trip, or a number the search does not find', async () => {
    const { data, paths } = routeData(() => dispatcher, answers);
    for (const path of ['/all-shipments', '/all-shipments/trip/7', '/my-shipments/'])
      void prefetchShipment(data, dispatcher, new URL(`https://portal.test${path}`));
    void prefetchShipment(data, dispatcher, new URL('https://portal.test/shipments/999'));
    await settle();
    expect(paths).toEqual(['api/v2/quick_searches/shipments']);
  });
});

describe('lazyPrefetch', () => {
  it('loads the prefetch module when the route first runs it, then prefetches', async () => {
    const { client } = fakeClient();
    const data: RouteData = { client, queryClient: createQueryClient(), user: () => dispatcher };
    const inner = vi.fn<Prefetch>();
    const load = vi.fn(() => Promise.resolve({ prefetch: inner }));
    const prefetch = lazyPrefetch(load);
    expect(load).not.toHaveBeenCalled();
    const url = new URL('https://portal.test/shipments/booking');
    void prefetch(data, dispatcher, url);
    await vi.waitFor(() => {
      expect(inner).toHaveBeenCalledWith(data, dispatcher, url);
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('prefetches nothing, and throws nothing, when its module fails to load', async () => {
    const { client, paths } = fakeClient();
    const data: RouteData = { client, queryClient: createQueryClient(), user: () => dispatcher };
    const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
    expect(() => {
      void lazyPrefetch(load)(data, dispatcher, new URL('https://portal.test/shipments/booking'));
    }).not.toThrow();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(paths).toEqual([]);
  });
});

import { accessRequestCountStaleMs, type NavBadge } from '@freightkit/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { allEndpoints, sortForRouting } from '../contract/index.ts';
import { countQueries, navBadgeQuery, shipmentQueries } from './queries.ts';
import { createQueryClient } from './queryClient.ts';

const client = createApiClient({ baseUrl: '', getSession: () => null });

describe('createQueryClient', () => {
  it('has the spec defaults: no retries, no refetch on focus, offline-first', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
    });
    expect(defaults.mutations).toMatchObject({ retry: false, networkMode: 'offlineFirst' });
  });
});

describe('queryOptions factories', () => {
  it('keys the search by area, kind and trimmed query, page size 50, idle when blank', () => {
    const options = shipmentQueries.search(client, { query: '  1001 ' });
    expect(options.queryKey).toEqual(['shipments', 'search', { query: '1001', page: 1, pageSize: 50 }]);
    expect(options.enabled).toBe(true);
    expect(shipmentQueries.search(client, { query: '   ' }).enabled).toBe(false);
  });

  it('caches the access-request count for 5 minutes', () => {
    expect(countQueries.accessRequests(client).staleTime).toBe(accessRequestCountStaleMs);
    expect(countQueries.tenders(client).queryKey).toEqual(['counts', 'tenders']);
  });
});

describe('contract', () => {
  it('has unique names and method+path pairs, static paths before parameterised ones', () => {
    expect(new Set(allEndpoints.map((e) => e.name)).size).toBe(allEndpoints.length);
    expect(new Set(allEndpoints.map((e) => `${e.method} ${e.path}`)).size).toBe(allEndpoints.length);
    const sorted = sortForRouting(allEndpoints);
    const firstParam = sorted.findIndex((e) => e.path.includes('{'));
    expect(sorted.slice(firstParam).every((e) => e.path.includes('{'))).toBe(true);
  });
});

describe('navBadgeQuery', () => {
  const pick = (badge: NavBadge, data: unknown) =>
    (navBadgeQuery(client, badge).select as (answer: unknown) => number)(data);

  it('reads the number each badge shows from its count answer, sharing the count cache', () => {
    expect(navBadgeQuery(client, 'openSentTenders').queryKey).toEqual(countQueries.tenders(client).queryKey);
    const group = { invoiceAmount: 1, shipmentCount: 5 };
    expect(pick('openSentTenders', { sent: 7 })).toBe(7);
    expect(pick('openRateRequests', { open: 4, responded: 1, declined: 0 })).toBe(4);
    expect(
      pick('actionRequiredShipments', {
        actionRequired: group,
        pending: group,
        inProgress: group,
        paid: group,
      }),
    ).toBe(5);
    expect(pick('newCases', { new: 3, inProgress: 0, onHold: 0, resolved: 0 })).toBe(3);
    expect(pick('shipmentsNeedingUpdates', { count: 2 })).toBe(2);
  });
});

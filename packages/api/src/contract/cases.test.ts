import { caseDisplayGroups, casesPageSize, shipmentCasesPageSize } from '@freightkit/domain';
import { describe, expect, it } from 'vitest';
import { caseEndpoints, caseListQuerySchema, shipmentCasesQuerySchema } from './cases.ts';
import { sortForRouting } from './index.ts';
import { countEndpoints } from './counts.ts';

describe('case contract (spec 2 §7 Cases, §9)', () => {
  it('lists at the spec path with page size 50 by default and at most', () => {
    expect(caseEndpoints.list.path).toBe('api/v2/cases');
    expect(caseListQuerySchema.parse({})).toEqual({ page: 1, pageSize: casesPageSize });
    expect(caseListQuerySchema.safeParse({ pageSize: String(casesPageSize + 1) }).success).toBe(false);
  });

  it('filters by the four display groups only', () => {
    for (const group of Object.keys(caseDisplayGroups))
      expect(caseListQuerySchema.parse({ group }).group).toBe(group);
    expect(caseListQuerySchema.safeParse({ group: 'closed' }).success).toBe(false);
  });

  it("reads a shipment's cases up to 1000 a page", () => {
    expect(shipmentCasesQuerySchema.parse({}).pageSize).toBe(shipmentCasesPageSize);
    expect(shipmentCasesQuerySchema.safeParse({ pageSize: '1001' }).success).toBe(false);
  });

  it('routes the count stats before the one-case path', () => {
    const order = sortForRouting([caseEndpoints.byNumber, countEndpoints.cases]).map((e) => e.name);
    expect(order).toEqual(['counts.cases', 'cases.byNumber']);
  });
});

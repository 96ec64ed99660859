import { caseDisplayGroups, casesPageSize, shipmentCasesPageSize } from '@freightkit/domain';
import { describe, expect, it } from 'vitest';
import {
  caseEndpoints,
  caseListQuerySchema,
  raiseCaseBodySchema,
  shipmentCasesQuerySchema,
} from './cases.ts';
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

  it("raises a case with domain's field problems as issues on their fields", () => {
    expect(caseEndpoints.create).toMatchObject({
      method: 'POST',
      path: 'api/v2/cases',
      capability: 'cases.raise',
    });
    expect(
      raiseCaseBodySchema.parse({ shipmentNumber: ' 100007 ', type: 'Other', description: ' Gate fee. ' }),
    ).toEqual({ shipmentNumber: '100007', type: 'Other', amount: null, description: 'Gate fee.' });
    const refused = raiseCaseBodySchema.safeParse({ shipmentNumber: '', type: 'Detention', description: '' });
    expect(refused.success).toBe(false);
    expect(
      Object.fromEntries((refused.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])),
    ).toEqual({
      shipmentNumber: 'Enter the shipment number.',
      amount: 'Enter the amount a Detention request asks for.',
      description: 'Say what happened and what you are asking for.',
    });
  });
});

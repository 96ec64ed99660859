import { describe, expect, it } from 'vitest';
import { checkPathAccess } from '../access/routes.ts';
import { personas } from '../access/fixtures.ts';
import { dashboardPreviewPath, dashboardTabPath, dashboardTabs, defaultDashboardTab } from './dashboard.ts';

describe('dashboard paths', () => {
  it('lists the four tabs of the spec in order, shipments first', () => {
    expect(dashboardTabs.map((tab) => tab.id)).toEqual(['shipments', 'tenders', 'rates', 'accounting']);
    expect(defaultDashboardTab).toBe('shipments');
  });

  it('builds tab and preview paths, encoding the key', () => {
    expect(dashboardTabPath('rates')).toBe('/dashboard/rates');
    expect(dashboardPreviewPath('shipments', 100042)).toBe('/dashboard/shipments/100042/preview');
    expect(dashboardPreviewPath('accounting', 'INV 7/1')).toBe('/dashboard/accounting/INV%207%2F1/preview');
  });

  it('keeps every path behind the dashboard rule: a driver goes to the all-shipments list', () => {
    for (const { id } of dashboardTabs) {
      expect(checkPathAccess(personas.driver, dashboardPreviewPath(id, 1))).toEqual({
        kind: 'redirect',
        to: '/all-shipments',
      });
      expect(checkPathAccess(personas.dispatcher, dashboardTabPath(id)).kind).toBe('allowed');
    }
  });
});

import { describe, expect, it } from 'vitest';
import * as c from './index.ts';

describe('constants quote the spec (spec 1 §9, spec 2 §9)', () => {
  it.each<[string, unknown, unknown]>([
    ['search debounce', c.searchDebounceMs, 700],
    ['mention delay', c.mentionDelayMs, 500],
    ['toast auto-close', c.toastAutoCloseMs, 5000],
    ['notification default', c.notificationMs, 4000],
    ['location notifications', c.locationNotificationMs, 4000],
    ['do-not-use toast', c.doNotUseToastMs, 8000],
    ['login/password toasts', c.authSuccessToastMs, 4000],
    ['shipment-not-found redirect', c.shipmentNotFoundRedirectMs, 3000],
    ['access-request stale time', c.accessRequestCountStaleMs, 300000],
    ['paid window days', c.paidInvoicesDefaultDays, 60],
    ['payments window months', c.paymentsDefaultMonths, 3],
    ['list page size', c.listPageSize, 50],
    ['search page size', c.shipmentSearchPageSize, 50],
    ['rate page size', c.ratePageSize, 50],
    ['count page size', c.countPageSize, 1],
    ['driver page size', c.driverPageSize, 100],
    ['quotable location page size', c.quotableLocationPageSize, 100],
    ['location lookup page size', c.locationLookupPageSize, 10],
    ['locations page size', c.locationsPageSize, 50],
    ['contacts page size', c.contactsPageSize, 50],
    ['invoices page size', c.invoicesPageSize, 50],
    ['payments page size', c.paymentsPageSize, 20],
    ['payment detail page size', c.paymentDetailPageSize, 20],
    ['cases page size', c.casesPageSize, 50],
    ['shipment cases', c.shipmentCasesPageSize, 1000],
    ['case notes', c.caseNotesPageSize, 50],
    ['radius', c.availableShipmentRadiusMiles, 100],
    ['maxBuy margin', c.contractRateMaxBuyMargin, 5],
    [
      'consolidation',
      c.consolidationDefaults,
      { maxWeight: 45000, maxUnits: 60, distance: 40, dateWindowDays: 2 },
    ],
    ['narrow screen', c.narrowScreenPx, 900],
    ['breakpoints', c.breakpoints, { sm: 800, md: 960, lg: 1280, xl: 1920 }],
    ['drawer open', c.drawerOpenWidthPx, 240],
    ['drawer collapsed', c.drawerCollapsedWidthPx, 60],
    ['app bar', c.appBarHeightPx, 60],
    ['filter sidebar', c.filterSidebarWidthPx, 275],
    ['tile', c.documentTileSizePx, 125],
    ['zoom levels', c.viewerZoomLevels, [10, 25, 50, 75, 100, 125, 150, 200, 250, 300]],
    ['pdf scale', c.pdfRenderScale, 1.6],
    ['note max height', c.noteContentMaxHeightPx, 450],
    ['note image width', c.noteImageMaxWidthPx, 500],
    [
      'query defaults',
      c.queryDefaults,
      { refetchOnWindowFocus: false, retry: false, networkMode: 'offlineFirst' },
    ],
    ['monitoring', c.monitoringSampleRatePercent, 100],
    ['build version', c.buildVersion, '20230621.2'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    [899, true],
    [900, false],
  ])('width %i is narrow: %s', (width, expected) => {
    expect(c.isNarrowScreen(width)).toBe(expected);
  });
});

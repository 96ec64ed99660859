import { describe, expect, it } from 'vitest';
import { InvoiceStatus, ShipmentStatus } from '../enums/index.ts';
import {
  isThirdPartyPayerActionRequired,
  isThirdPartyPayerAuditable,
  accountingListQuery,
  accountingViews,
  datePresetRange,
  defaultThirdPartyPayerFilters,
  invoiceEligibilityWarning,
  invoiceStatusTone,
  invoiceSubmissionBlock,
  invoiceUpdateBody,
  isInvoiceLocked,
  isInvoiceSaveDisabled,
  normaliseInvoiceAmount,
  paidInvoicesWindow,
  paymentsWindow,
  showRemitTo,
  thirdPartyPayerListEnd,
  thirdPartyPayerQuery,
  thirdPartyPayerViews,
  validateInvoiceForm,
  validateInvoicePreview,
} from './index.ts';

describe('invoice chip tone (spec 2 §4)', () => {
  it.each([
    [InvoiceStatus.PaidInFull, 'positive'],
    [InvoiceStatus.Draft, 'neutral'],
    [InvoiceStatus.Settled, 'info'],
    [InvoiceStatus.Received, 'critical'],
    [InvoiceStatus.Voided, 'neutral'],
  ])('status %i → %s', (status, tone) => {
    expect(invoiceStatusTone(status)).toBe(tone);
  });
});

describe('invoice form (spec 2 §4, §5)', () => {
  it.each([
    [InvoiceStatus.Voided, false],
    [InvoiceStatus.Draft, false],
    [InvoiceStatus.Received, false],
    [InvoiceStatus.Settled, true],
    [InvoiceStatus.PaidInFull, true],
  ])('status %i locked %s', (status, locked) => {
    expect(isInvoiceLocked(status)).toBe(locked);
  });

  it.each([
    ['12.50', '12.50'],
    [' 7 ', '7'],
    ['-3', '-3'],
    ['.5', '.5'],
    ['12a', ''],
    ['abc', ''],
    ['', ''],
  ])('amount %j becomes %j', (raw, normalised) => {
    expect(normaliseInvoiceAmount(raw)).toBe(normalised);
  });

  it.each([
    ['INV-1', '', true],
    ['', '100', true],
    ['INV-1', '100', true],
    ['', '', false],
    ['  ', 'abc', false],
  ])('number %j amount %j valid %s (at least one present)', (invoiceNumber, invoiceAmount, valid) => {
    const result = validateInvoiceForm({ invoiceNumber, invoiceAmount });
    expect(result.valid).toBe(valid);
    expect(result.errors).toEqual(
      valid ? {} : { invoiceNumber: 'form.required', invoiceAmount: 'form.required' },
    );
  });

  it.each([
    [true, InvoiceStatus.Draft, false, false],
    [false, InvoiceStatus.Draft, false, true],
    [true, InvoiceStatus.Settled, false, true],
    [true, InvoiceStatus.Received, true, true],
  ])('save disabled: valid %s status %i saving %s → %s', (valid, status, saving, disabled) => {
    expect(isInvoiceSaveDisabled({ valid, status, saving })).toBe(disabled);
  });

  it('blocks submission until the shipment is Delivered', () => {
    expect(invoiceSubmissionBlock(ShipmentStatus.InTransit)).toEqual({
      tone: 'info',
      message: { key: 'invoices.awaitingDelivery' },
    });
    expect(invoiceSubmissionBlock(ShipmentStatus.Delivered)).toBeNull();
    expect(invoiceSubmissionBlock(ShipmentStatus.DeliveryConfirmed)).toBeNull();
  });

  it('warns when there are no third-party billing settings', () => {
    expect(invoiceEligibilityWarning({}, 'FreightKit')).toEqual({
      key: 'invoices.notEligible',
      params: { product: 'FreightKit' },
    });
    expect(invoiceEligibilityWarning({ thirdPartPayerBillingSettingsId: '' }, 'X')).not.toBeNull();
    expect(invoiceEligibilityWarning({ thirdPartPayerBillingSettingsId: 7 }, 'X')).toBeNull();
  });

  it('PATCH body drops empty fields and sends the amount as a number', () => {
    expect(invoiceUpdateBody(9, { invoiceNumber: ' A1 ', invoiceAmount: '12.5' })).toEqual({
      invoiceId: 9,
      externalInvoiceNumber: 'A1',
      externalInvoiceAmount: 12.5,
    });
    expect(invoiceUpdateBody('x', { invoiceNumber: '', invoiceAmount: 'zz' })).toEqual({ invoiceId: 'x' });
  });

  it.each([
    [{ invoiceNumber: 'A', shipmentId: 5 }, null],
    [{ invoiceNumber: '', shipmentId: 5 }, 'invoices.invoiceNumberInvalid'],
    [{ shipmentId: 5 }, 'invoices.invoiceNumberInvalid'],
    [{ invoiceNumber: 'A' }, 'invoices.shipmentIdInvalid'],
    [{ invoiceNumber: 'A', shipmentId: ' ' }, 'invoices.shipmentIdInvalid'],
  ])('preview %j → %s', (params, key) => {
    expect(validateInvoicePreview(params)?.key ?? null).toBe(key);
  });
});

describe('accounting views and windows (spec 2 §2, §9)', () => {
  it('views send the list filters', () => {
    expect(accountingViews.map((v) => [v.id, v.filter])).toEqual([
      ['actionRequired', 1],
      ['pending', 4],
      ['inProgress', 2],
      ['paid', 3],
    ]);
  });

  it('paid is the last 60 days, payments the last 3 months', () => {
    const now = new Date('2026-05-31T12:00:00Z');
    expect(paidInvoicesWindow(now).start.toISOString()).toBe('2026-04-01T12:00:00.000Z');
    expect(paidInvoicesWindow(now).end).toBe(now);
    expect(paymentsWindow(now).start.toISOString()).toBe('2026-02-28T12:00:00.000Z');
  });
});

describe('third-party-payer invoices (spec 2 §2, §7)', () => {
  const now = new Date(2026, 10, 18, 10); // Wednesday 18 Nov 2026, local time

  it('views are Action Required, Draft, Received, Settled, All', () => {
    expect(thirdPartyPayerViews.map((v) => v.id)).toEqual([
      'actionRequired',
      'draft',
      'received',
      'settled',
      'all',
    ]);
  });

  it.each([
    ['today', { start: '2026-11-18', end: '2026-11-18' }],
    ['yesterday', { start: '2026-11-17', end: '2026-11-17' }],
    ['tomorrow', { start: '2026-11-19', end: '2026-11-19' }],
    ['thisWeek', { start: '2026-11-15', end: '2026-11-21' }],
    ['range', { start: '2026-01-01' }],
  ] as const)('preset %s', (preset, range) => {
    expect(datePresetRange(preset, now, { start: '2026-01-01' })).toEqual(range);
  });

  it('Range without picks is empty', () => {
    expect(datePresetRange('range', now)).toEqual({});
  });

  it('default filters: auditable only', () => {
    expect(defaultThirdPartyPayerFilters.onlyAuditable).toBe(true);
    expect(
      thirdPartyPayerQuery({
        view: 'all',
        filters: defaultThirdPartyPayerFilters,
        search: ' ',
        page: 1,
        now,
      }),
    ).toEqual({ page: 1, pageSize: 50, isAuditable: true });
  });

  it('builds the query from view, filters and search', () => {
    const filters = {
      statuses: [InvoiceStatus.Draft, InvoiceStatus.Received],
      invoiceDate: { preset: 'today' as const },
      loadDate: { preset: 'range' as const, range: { start: '2026-11-01', end: '2026-11-10' } },
      onlyAuditable: false,
    };
    expect(thirdPartyPayerQuery({ view: 'all', filters, search: ' INV ', page: 2, now })).toEqual({
      page: 2,
      pageSize: 50,
      isAuditable: false,
      status: '0,1',
      query: 'INV',
      invoiceDateStart: '2026-11-18',
      invoiceDateEnd: '2026-11-18',
      loadDateStart: '2026-11-01',
      loadDateEnd: '2026-11-10',
    });
    expect(thirdPartyPayerQuery({ view: 'settled', filters, search: '', page: 1, now }).status).toBe('2');
    expect(
      thirdPartyPayerQuery({
        view: 'actionRequired',
        filters: defaultThirdPartyPayerFilters,
        search: '',
        page: 1,
        now,
      }),
    ).toMatchObject({ actionRequired: true });
    expect(
      thirdPartyPayerQuery({
        view: 'nope' as 'all',
        filters: defaultThirdPartyPayerFilters,
        search: '',
        page: 1,
        now,
      }),
    ).toEqual({ page: 1, pageSize: 50, isAuditable: true });
  });

  it.each([
    [0, false, 'tpp.noMatches'],
    [10, true, null],
    [10, false, 'tpp.noMoreResults'],
  ])('list end with %i results, more %s → %s', (total, more, key) => {
    expect(thirdPartyPayerListEnd(total, more)).toBe(key);
  });

  it('Remit To only with a factoring company', () => {
    expect(showRemitTo({ factoringCompany: 'Acme Factoring' })).toBe(true);
    expect(showRemitTo({ factoringCompany: null })).toBe(false);
    expect(showRemitTo({ factoringCompany: '' })).toBe(false);
    expect(showRemitTo({})).toBe(false);
  });
});

describe('accounting list query (spec 2 §7)', () => {
  it.each([
    ['actionRequired', ' 12 ', { query: '12', page: 1, pageSize: 50, status: 1 }],
    ['paid', '', { page: 2, pageSize: 50, status: 3 }],
    ['nope', '', { page: 2, pageSize: 50, status: 1 }],
  ] as const)('%s', (view, search, query) => {
    expect(accountingListQuery({ view: view as 'paid', search, page: query.page })).toEqual(query);
  });
  it('the Paid view sends the start of its 60-day window when given now; other views do not', () => {
    const now = new Date('2026-05-31T12:00:00Z');
    expect(accountingListQuery({ view: 'paid', search: '', page: 1, now }).paidFrom).toBe(
      '2026-04-01T12:00:00.000Z',
    );
    expect(accountingListQuery({ view: 'pending', search: '', page: 1, now })).not.toHaveProperty('paidFrom');
  });
});

describe('third-party payer Action Required and auditable (docs/adr/034)', () => {
  const waiting = {
    status: InvoiceStatus.Draft,
    shipmentStatus: ShipmentStatus.Delivered,
    externalInvoiceNumber: null,
    externalInvoiceAmount: null,
    thirdPartPayerBillingSettingsId: 'TPBS-1',
  };

  it('a delivered, eligible Draft without the carrier invoice waits on the carrier', () => {
    expect(isThirdPartyPayerActionRequired(waiting)).toBe(true);
    expect(isThirdPartyPayerActionRequired({ ...waiting, externalInvoiceNumber: '  ' })).toBe(true);
  });

  it.each([
    ['a number', { externalInvoiceNumber: 'INV-1' }],
    ['an amount', { externalInvoiceAmount: 0 }],
    ['Received', { status: InvoiceStatus.Received }],
    ['Settled', { status: InvoiceStatus.Settled }],
    ['not yet delivered', { shipmentStatus: ShipmentStatus.InTransit }],
    ['a voided load', { shipmentStatus: ShipmentStatus.Voided }],
    ['no billing settings', { thirdPartPayerBillingSettingsId: null }],
  ])('not with %s', (_name, change) => {
    expect(isThirdPartyPayerActionRequired({ ...waiting, ...change })).toBe(false);
  });

  it('auditable means third-party billing settings', () => {
    expect(isThirdPartyPayerAuditable({ thirdPartPayerBillingSettingsId: 'TPBS-1' })).toBe(true);
    expect(isThirdPartyPayerAuditable({ thirdPartPayerBillingSettingsId: null })).toBe(false);
    expect(isThirdPartyPayerAuditable({ thirdPartPayerBillingSettingsId: '' })).toBe(false);
  });
});

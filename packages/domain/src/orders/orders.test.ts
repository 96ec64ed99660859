import { describe, expect, it } from 'vitest';
import {
  cleanReferenceNumbers,
  consolidationCriteria,
  countryForPostalCode,
  dropEmptyStrings,
  isCanadianPostalCode,
  isGuid,
  lineItemsForUpdate,
  manualStopLocation,
  normaliseContactRole,
  normaliseContactRoles,
  orderPayload,
  orderStopPayload,
  parseMarkup,
  widenDateWindow,
} from './index.ts';

const guid = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

describe('Canadian postal codes (spec 2 §5)', () => {
  it.each([
    ['K1A 0B1', true],
    ['k1a0b1', true],
    ['K1A-0B1', true],
    [' M5V 3L9 ', true],
    ['K1A  0B1', false],
    ['12345', false],
    ['K1A 0B', false],
    [null, false],
  ])('%j Canadian %s', (code, ok) => {
    expect(isCanadianPostalCode(code)).toBe(ok);
    expect(countryForPostalCode(code, 'US')).toBe(ok ? 'CA' : 'US');
  });
});

describe('payload shaping (spec 1 §5, spec 2 §5)', () => {
  it('drops empty optional strings, deeply', () => {
    const when = new Date(0);
    expect(
      dropEmptyStrings({ a: '', b: ' ', c: 'x', d: 0, e: null, f: { g: '', h: [{ i: '' }, 'j', ''] }, when }),
    ).toEqual({ c: 'x', d: 0, e: null, f: { h: [{}, 'j', ''] }, when });
    expect(dropEmptyStrings('')).toBe('');
  });

  it('drops reference numbers with an empty label or value', () => {
    expect(
      cleanReferenceNumbers([
        { label: 'PO', value: '1' },
        { label: '', value: '2' },
        { label: 'BOL', value: ' ' },
        { label: null, value: '3' },
        { label: 'X', value: null },
      ]),
    ).toEqual([{ label: 'PO', value: '1' }]);
    expect(cleanReferenceNumbers(undefined)).toEqual([]);
  });

  it('drops non-GUID line-item ids on update', () => {
    expect(isGuid(guid)).toBe(true);
    expect(isGuid(`{${guid.toUpperCase()}}`)).toBe(true);
    expect(isGuid('tmp-1')).toBe(false);
    expect(isGuid(42)).toBe(false);
    expect(
      lineItemsForUpdate([{ id: guid, n: 1 }, { id: 'tmp-1', n: 2 }, { n: 3 }, { id: 7, n: 4 }]),
    ).toEqual([{ id: guid, n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
  });

  it.each([
    ['12.5', 12.5],
    [' 10% ', 10],
    ['$1,200', 1200],
    [7, 7],
    [Number.NaN, undefined],
    ['', undefined],
    [null, undefined],
    ['abc', undefined],
  ])('markup %j → %s', (raw, value) => {
    expect(parseMarkup(raw)).toBe(value);
  });

  it.each([
    ['Bill-to', 'BillTo'],
    ['Billing Inquiry', 'BillingInquiry'],
    ['bill to', 'billTo'],
    ['AP', 'AP'],
    [' Bill - To ', 'BillTo'],
  ])('contact role %j → %j', (role, sent) => {
    expect(normaliseContactRole(role)).toBe(sent);
  });

  it('normalises a list of roles', () => {
    expect(normaliseContactRoles(['Bill-to', 'AR'])).toEqual(['BillTo', 'AR']);
  });
});

describe('stops (spec 2 §5)', () => {
  const times = {
    early: { date: '2026-01-15', hour: 8, minute: 0 },
    late: { date: '2026-01-15', hour: 16, minute: 30 },
  };

  it('manual stop (N/A) sends its address, OfficeNumber phone, CA from postal code, no empty strings', () => {
    const payload = orderStopPayload({
      locationNumber: 'N/A',
      manual: {
        companyName: 'Acme',
        addressLine1: '1 Main St',
        addressLine2: '',
        city: 'Ottawa',
        state: 'ON',
        postalCode: 'K1A 0B1',
        phone: ' 555-0100 ',
        email: '',
        googleId: 'g1',
      },
      times: { ...times, appointment: null },
      referenceNumbers: [
        { label: 'PO', value: '1' },
        { label: '', value: 'x' },
      ],
    });
    expect(payload).toEqual({
      locationNumber: 'N/A',
      location: {
        companyName: 'Acme',
        addressLine1: '1 Main St',
        city: 'Ottawa',
        state: 'ON',
        postalCode: 'K1A 0B1',
        country: 'CA',
        phoneNumbers: [{ number: '555-0100', type: 'OfficeNumber' }],
        googleId: 'g1',
      },
      earlyDateTime: '2026-01-15T13:00:00.000Z',
      lateDateTime: '2026-01-15T21:30:00.000Z',
      referenceNumbers: [{ label: 'PO', value: '1' }],
    });
  });

  it('existing location: zone from its postal code, appointment kept, line items passed', () => {
    const payload = orderStopPayload({
      locationNumber: 'L-100',
      ediCode: '',
      postalCode: '60601',
      times: { ...times, appointment: { date: '2026-01-15', hour: 9, minute: 0 } },
      lineItems: [{ id: guid }],
    });
    expect(payload).toEqual({
      locationNumber: 'L-100',
      earlyDateTime: '2026-01-15T14:00:00.000Z',
      lateDateTime: '2026-01-15T22:30:00.000Z',
      appointmentDateTime: '2026-01-15T15:00:00.000Z',
      referenceNumbers: [],
      lineItems: [{ id: guid }],
    });
  });

  it('explicit zone wins; unknown postal code sends no times', () => {
    expect(
      orderStopPayload({ locationNumber: 'L', postalCode: '60601', timeZone: 'America/Los_Angeles', times }),
    ).toMatchObject({ earlyDateTime: '2026-01-15T16:00:00.000Z' });
    expect(orderStopPayload({ locationNumber: 'L', postalCode: '', times })).toEqual({
      locationNumber: 'L',
      referenceNumbers: [],
    });
  });

  it('manual location keeps a given non-Canadian country and omits a missing one', () => {
    const base = { companyName: 'A', addressLine1: '1', city: 'C', state: 'TX', postalCode: '75001' };
    expect(manualStopLocation({ ...base, country: 'US' })).toMatchObject({ country: 'US' });
    expect(manualStopLocation(base)).not.toHaveProperty('country');
    expect(manualStopLocation(base)).not.toHaveProperty('phoneNumbers');
  });
});

describe('orders (spec 2 §5)', () => {
  it('shapes create and update bodies', () => {
    const order = {
      orderType: 'SalesOrder',
      specialInstructions: '',
      referenceNumbers: [
        { label: 'SO', value: '9' },
        { label: 'SO', value: '' },
      ],
      tmsOrderDetails: { freightTermType: 'Prepaid', markup: '12.5', tmsCompanyId: '' },
      stops: [{ lineItems: [{ id: 'tmp', qty: 1 }] }, { locationNumber: 'L' }],
    };
    expect(orderPayload(order, 'update')).toEqual({
      orderType: 'SalesOrder',
      referenceNumbers: [{ label: 'SO', value: '9' }],
      tmsOrderDetails: { freightTermType: 'Prepaid', markup: 12.5 },
      stops: [{ lineItems: [{ qty: 1 }] }, { locationNumber: 'L' }],
    });
    expect(orderPayload(order, 'create')).toMatchObject({
      stops: [{ lineItems: [{ id: 'tmp', qty: 1 }] }, {}],
    });
    expect(orderPayload({ tmsOrderDetails: { markup: 'x' } }, 'create')).toEqual({
      referenceNumbers: [],
      tmsOrderDetails: {},
    });
    expect(orderPayload({ tmsOrderDetails: null, stops: null }, 'create')).toEqual({
      referenceNumbers: [],
      tmsOrderDetails: null,
      stops: null,
    });
  });
});

describe('consolidation (spec 2 §9)', () => {
  it('consolidation: 45000 / 60 / 40, windows widened by 2 days', () => {
    const window = { start: new Date('2026-01-10T00:00:00Z'), end: new Date('2026-01-12T00:00:00Z') };
    expect(consolidationCriteria(window)).toEqual({
      maxWeight: 45000,
      maxUnits: 60,
      distance: 40,
      start: new Date('2026-01-08T00:00:00Z'),
      end: new Date('2026-01-14T00:00:00Z'),
    });
    expect(widenDateWindow(window).end.toISOString()).toBe('2026-01-14T00:00:00.000Z');
  });
});

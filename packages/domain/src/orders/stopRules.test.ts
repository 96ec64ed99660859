import { describe, expect, it } from 'vitest';
import {
  emptyOrderForm,
  lineItemProblems,
  orderBodyFromForm,
  orderBodyProblems,
  orderListLimits,
  orderTextLimits,
  stopAddressProblems,
  stopWindowProblems,
} from './form.ts';

/** A manual stop's address that passes every rule (spec 2 §5). */
const address = {
  companyName: 'Acme Foods',
  addressLine1: '100 Main St',
  city: 'Chicago',
  state: 'IL',
  postalCode: '60601',
  email: 'dock@acme.example',
};

describe("a manual stop's address (spec 2 §5)", () => {
  it('passes when complete, with a US ZIP or a Canadian postal code', () => {
    expect(stopAddressProblems(address)).toEqual({});
    expect(stopAddressProblems({ ...address, state: 'ON', city: 'Toronto', postalCode: 'M5V 2T6' })).toEqual(
      {},
    );
  });

  it('names each missing part', () => {
    expect(stopAddressProblems({})).toEqual({
      companyName: 'Enter the company at this stop.',
      addressLine1: 'Enter the street address.',
      city: 'Enter the city.',
      state: 'Enter the state or province.',
      postalCode: 'Enter the ZIP or postal code.',
    });
  });

  it('keeps names and lines to their limits', () => {
    const problems = stopAddressProblems({
      ...address,
      companyName: 'x'.repeat(orderTextLimits.name + 1),
      addressLine1: 'x'.repeat(orderTextLimits.address + 1),
    });
    expect(problems.companyName).toMatch(/Keep the company name/);
    expect(problems.addressLine1).toMatch(/Keep the address/);
  });

  it('refuses an unknown region, a malformed postal code and a malformed e-mail', () => {
    expect(stopAddressProblems({ ...address, state: 'ZZ' }).state).toMatch(/US state or Canadian province/);
    expect(stopAddressProblems({ ...address, postalCode: '6060' }).postalCode).toMatch(/5-digit ZIP/);
    expect(stopAddressProblems({ ...address, email: 'dock at acme' }).email).toMatch(/e-mail address/);
  });

  it('refuses a well-formed code whose time zone is unknown (stop times are entered in it)', () => {
    expect(stopAddressProblems({ ...address, postalCode: '00000' }).postalCode).toMatch(/time zone/);
  });
});

describe('a line item', () => {
  it('needs a description, a whole quantity of 1 or more and a weight from 0 to 200000', () => {
    expect(lineItemProblems({ description: 'Pallets', quantity: 2, weightLbs: 0 })).toEqual({});
    expect(lineItemProblems({ description: ' ', quantity: 1.5, weightLbs: -1 })).toEqual({
      description: 'Describe the freight.',
      quantity: 'Enter a whole number of pieces, 1 or more.',
      weightLbs: 'Enter the weight in pounds, 0 to 200000.',
    });
    expect(lineItemProblems({ quantity: 0, weightLbs: 200_001 })).toHaveProperty('weightLbs');
  });
});

describe("a stop's window", () => {
  const early = '2026-01-16T09:00:00Z';
  const late = '2026-01-16T17:00:00Z';
  it('takes an appointment inside the window, and no window at all', () => {
    expect(stopWindowProblems(early, late, '2026-01-16T10:00:00Z')).toEqual({});
    expect(stopWindowProblems(null, null, null)).toEqual({});
    expect(stopWindowProblems(early, null, '2026-01-20T10:00:00Z')).toEqual({});
  });

  it('refuses a late time before the early one and an appointment outside the window', () => {
    expect(stopWindowProblems(late, early, null)).toEqual({
      late: 'The latest time is before the earliest time.',
    });
    expect(stopWindowProblems(early, late, '2026-01-16T08:00:00Z')).toEqual({
      appointment: 'The appointment falls outside the stop window.',
    });
    expect(stopWindowProblems(early, late, '2026-01-16T18:00:00Z')).toHaveProperty('appointment');
  });
});

describe('an order body, by wire path', () => {
  it('names missing stop times, too many line items and a bad line item under its stop', () => {
    const body = orderBodyFromForm(emptyOrderForm(), 'create');
    const stops = body.stops.map((stop, i) =>
      i === 0
        ? {
            ...stop,
            earlyDateTime: undefined,
            lateDateTime: undefined,
            lineItems: Array.from({ length: orderListLimits.lineItems + 1 }, () => ({
              description: '',
              quantity: 1,
              weightLbs: 1,
            })),
          }
        : stop,
    );
    const problems = orderBodyProblems({ ...body, stops });
    expect(problems['stops.0.earlyDateTime']).toBe('Enter the earliest date and time.');
    expect(problems['stops.0.lateDateTime']).toBe('Enter the latest date and time.');
    expect(problems['stops.0.lineItems']).toMatch(/at most 50 line items/);
    expect(problems['stops.0.lineItems.0.description']).toBe('Describe the freight.');
  });
});

import { describe, expect, it } from 'vitest';
import { ShipmentStatus } from '../enums/freight.ts';
import {
  canCreateShipmentFromOrder,
  canEditOrder,
  emptyOrderForm,
  orderBodyFromForm,
  orderBodyProblems,
  orderFormFieldOf,
  orderFormFromOrder,
  orderFormProblems,
  OrderStatus,
  orderStatusFor,
  type OrderForm,
  type OrderStopForm,
} from './index.ts';

const guid = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

const filled = (): OrderForm => {
  const base = emptyOrderForm();
  const [pickup, delivery] = base.stops as [OrderStopForm, OrderStopForm];
  return {
    ...base,
    customerName: 'Acme Foods',
    markup: '12.5%',
    referenceNumbers: [
      { label: 'Sales Order', value: 'SO-1' },
      { label: '', value: 'dropped' },
    ],
    stops: [
      {
        ...pickup,
        address: {
          ...pickup.address,
          companyName: 'Acme DC',
          addressLine1: '1 Dock Rd',
          city: 'Chicago',
          state: 'IL',
          postalCode: '60601',
        },
        earlyDate: '2026-01-15',
        earlyTime: '08:00',
        lateDate: '2026-01-15',
        lateTime: '16:30',
        lineItems: [{ id: 'tmp-1', description: 'Pallets of cereal', quantity: '20', weightLbs: '18000' }],
      },
      {
        ...delivery,
        address: {
          ...delivery.address,
          companyName: 'Maple Grocers',
          addressLine1: '9 Rue Principale',
          city: 'Ottawa',
          state: 'ON',
          postalCode: 'k1a 0b1',
          phone: '613 555 0100',
        },
        earlyDate: '2026-01-17',
        earlyTime: '09:00',
        lateDate: '2026-01-17',
        lateTime: '17:00',
        appointmentDate: '2026-01-17',
        appointmentTime: '10:15',
      },
    ],
  };
};

describe('order status (ADR 035)', () => {
  it.each([
    [null, OrderStatus.Open],
    [ShipmentStatus.Draft, OrderStatus.Open],
    [ShipmentStatus.Voided, OrderStatus.Open],
    [ShipmentStatus.ReadyToBook, OrderStatus.Planned],
    [ShipmentStatus.Tendering, OrderStatus.Tendered],
    [ShipmentStatus.InTransit, OrderStatus.Covered],
    [ShipmentStatus.DeliveryConfirmed, OrderStatus.Delivered],
    [99, OrderStatus.Open],
  ])('shipment %s → %s', (shipment, status) => {
    expect(orderStatusFor(shipment)).toBe(status);
  });

  it('only an Open order is edited or gets a shipment', () => {
    expect(canEditOrder(OrderStatus.Open)).toBe(true);
    expect(canEditOrder(OrderStatus.Tendered)).toBe(false);
    expect(canCreateShipmentFromOrder(OrderStatus.Open)).toBe(true);
    expect(canCreateShipmentFromOrder(OrderStatus.Planned)).toBe(false);
  });
});

describe('order form (spec 2 §5)', () => {
  it('a filled form has no problems and becomes the body the back end accepts', () => {
    const form = filled();
    expect(orderFormProblems(form)).toEqual({});
    const body = orderBodyFromForm(form, 'create');
    expect(orderBodyProblems(body)).toEqual({});
    expect(body).toMatchObject({
      orderType: 'SalesOrder',
      customerName: 'Acme Foods',
      equipmentMode: 0,
      shippingMode: 0,
      freightValue: null,
      referenceNumbers: [{ label: 'Sales Order', value: 'SO-1' }],
      tmsOrderDetails: { markup: 12.5 },
    });
    expect(body).not.toHaveProperty('specialInstructions');
    const [pickup, delivery] = body.stops;
    // Chicago is Central: 08:00 CST is 14:00Z.
    expect(pickup).toMatchObject({
      stopType: 'Shipping',
      locationNumber: 'N/A',
      earlyDateTime: '2026-01-15T14:00:00.000Z',
      lateDateTime: '2026-01-15T22:30:00.000Z',
      lineItems: [{ id: 'tmp-1', description: 'Pallets of cereal', quantity: 20, weightLbs: 18000 }],
    });
    expect(pickup).not.toHaveProperty('appointmentDateTime');
    // A Canadian postal code sets CA; Ottawa is Eastern: 10:15 EST is 15:15Z.
    expect(delivery).toMatchObject({
      location: { country: 'CA', phoneNumbers: [{ number: '613 555 0100', type: 'OfficeNumber' }] },
      appointmentDateTime: '2026-01-17T15:15:00.000Z',
    });
    expect(delivery?.location).not.toHaveProperty('addressLine2');
  });

  it('on update a temporary line-item id is dropped, a GUID kept', () => {
    const form = filled();
    const stops = form.stops.map((s, i) =>
      i === 0
        ? {
            ...s,
            lineItems: [
              { id: 'tmp-1', description: 'A', quantity: '1', weightLbs: '' },
              { id: guid, description: 'B', quantity: '2', weightLbs: '10' },
            ],
          }
        : s,
    );
    const body = orderBodyFromForm({ ...form, stops }, 'update');
    expect(body.stops[0]?.lineItems).toEqual([
      { description: 'A', quantity: 1, weightLbs: 0 },
      { id: guid, description: 'B', quantity: 2, weightLbs: 10 },
    ]);
  });

  it('names each field that is wrong', () => {
    const form = filled();
    const [pickup, delivery] = form.stops as [OrderStopForm, OrderStopForm];
    const problems = orderFormProblems({
      ...form,
      customerName: ' ',
      markup: 'lots',
      freightValue: '-3',
      stops: [
        {
          ...pickup,
          address: { ...pickup.address, city: '', state: 'ZZ', postalCode: '1234' },
          earlyTime: '8am',
          lineItems: [{ id: '', description: '', quantity: '1.5', weightLbs: 'x' }],
        },
        { ...delivery, lateDate: '2026-01-16', appointmentDate: '', appointmentTime: '' },
      ],
    });
    expect(problems).toEqual({
      customerName: 'Enter the customer.',
      markup: 'Enter the markup as a number, like 12.5.',
      freightValue: 'Enter the freight value in dollars, 0 or more.',
      'stops.0.city': 'Enter the city.',
      'stops.0.state': 'Enter a US state or Canadian province code, like IL or ON.',
      'stops.0.postalCode': 'Enter a 5-digit ZIP code or a Canadian postal code like K1A 0B1.',
      'stops.0.earlyTime': 'Enter the time as HH:MM, like 08:30.',
      'stops.0.lineItems.0.description': 'Describe the freight.',
      'stops.0.lineItems.0.quantity': 'Enter a whole number of pieces, 1 or more.',
      'stops.0.lineItems.0.weightLbs': 'Enter the weight in pounds, 0 to 200000.',
      'stops.1.lateDate': 'The latest time is before the earliest time.',
    });
  });

  it('needs a pickup first and a delivery last, and times on each stop', () => {
    const form = filled();
    const [pickup, delivery] = form.stops as [OrderStopForm, OrderStopForm];
    expect(orderFormProblems({ ...form, stops: [pickup] }).stops).toBe(
      'An order needs a pickup and a delivery stop.',
    );
    expect(orderFormProblems({ ...form, stops: [delivery, pickup] }).stops).toMatch(/first stop is a pickup/);
    expect(
      orderFormProblems({ ...form, stops: [{ ...pickup, earlyDate: '', earlyTime: '' }, delivery] }),
    ).toEqual({
      'stops.0.earlyDate': 'Enter the earliest date.',
    });
    expect(orderFormProblems({ ...form, stops: [{ ...pickup, locationNumber: '' }, delivery] })).toEqual({
      'stops.0.locationNumber': 'Pick one of your locations or enter the address.',
    });
  });

  it('the back end checks the body the same way, by wire path', () => {
    const body = orderBodyFromForm(filled(), 'create');
    const [pickup, delivery] = body.stops as [(typeof body.stops)[number], (typeof body.stops)[number]];
    expect(
      orderBodyProblems(
        {
          ...body,
          customerName: undefined,
          stops: [
            {
              ...pickup,
              location: { ...pickup.location, postalCode: '' },
              lateDateTime: '2026-01-01T00:00:00Z',
            },
            { ...delivery, locationNumber: 'L-404', location: undefined },
          ],
        },
        (n) => n === 'L-1',
      ),
    ).toEqual({
      customerName: 'Enter the customer.',
      'stops.0.location.postalCode': 'Enter the ZIP or postal code.',
      'stops.0.lateDateTime': 'The latest time is before the earliest time.',
      'stops.1.locationNumber': 'Pick one of your locations or enter the address.',
    });
  });

  it('a saved order reads back into the form in each stop zone', () => {
    const body = orderBodyFromForm(filled(), 'create');
    const read = {
      orderType: 'SalesOrder',
      customerName: 'Acme Foods',
      equipmentMode: 0,
      shippingMode: 0,
      freightValue: 2500,
      specialInstructions: null,
      referenceNumbers: [{ label: 'Sales Order', value: 'SO-1' }],
      tmsOrderDetails: { freightTermType: 'Prepaid', markup: 12.5 },
      stops: body.stops.map((s, i) => ({
        stopType: s.stopType,
        locationNumber: s.locationNumber,
        location: {
          companyName: 'X',
          addressLine1: '1',
          addressLine2: null,
          city: 'C',
          state: i === 0 ? 'IL' : 'ON',
          postalCode: i === 0 ? '60601' : 'K1A 0B1',
          country: null,
          phone: null,
          email: null,
        },
        ianaTimezone: i === 0 ? 'America/Chicago' : 'America/Toronto',
        earlyDateTime: s.earlyDateTime ?? '',
        lateDateTime: s.lateDateTime ?? '',
        appointmentDateTime: s.appointmentDateTime ?? null,
        referenceNumbers: [],
        lineItems: [{ id: guid, description: 'A', quantity: 2, weightLbs: 10 }],
      })),
    };
    const form = orderFormFromOrder(read);
    expect(form).toMatchObject({ freightValue: '2500', markup: '12.5', freightTermType: 'Prepaid' });
    expect(form.stops[0]).toMatchObject({ earlyDate: '2026-01-15', earlyTime: '08:00', lateTime: '16:30' });
    expect(form.stops[1]).toMatchObject({ appointmentDate: '2026-01-17', appointmentTime: '10:15' });
    expect(form.stops[1]?.lineItems[0]).toEqual({
      id: guid,
      description: 'A',
      quantity: '2',
      weightLbs: '10',
    });
  });
});

describe('model state → form field', () => {
  it.each([
    ['stops.1.location.postalCode', 'stops.1.postalCode'],
    ['stops.0.earlyDateTime', 'stops.0.earlyDate'],
    ['stops.2.appointmentDateTime', 'stops.2.appointmentDate'],
    ['stops.0.lineItems.3.quantity', 'stops.0.lineItems.3.quantity'],
    ['tmsOrderDetails.markup', 'markup'],
    ['customerName', 'customerName'],
    ['somethingElse', undefined],
  ])('%s → %s', (path, field) => {
    expect(orderFormFieldOf(path)).toBe(field);
  });
});

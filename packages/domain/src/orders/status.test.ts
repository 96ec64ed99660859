import { describe, expect, it } from 'vitest';
import {
  OrderStatus,
  orderAlreadyOnShipmentMessage,
  orderNotEditableMessage,
  orderShipmentProblems,
} from './status.ts';

describe('refusals of an order on a shipment (ADR 035)', () => {
  it('an edit names the order and the status that stops it', () => {
    expect(orderNotEditableMessage('500101', OrderStatus.Tendered)).toBe(
      'Order 500101 is Tendered and can no longer be changed; it is on a shipment.',
    );
  });

  it('a second shipment names the shipment the order is on', () => {
    expect(orderAlreadyOnShipmentMessage('500101', '700123')).toBe(
      'Order 500101 is already on shipment 700123.',
    );
  });
});

describe('creating a shipment from an order: the tender rate and the max buy', () => {
  it('refuses a tender rate above the max buy, on the rate field', () => {
    expect(orderShipmentProblems({ maxBuy: 1800, tender: { rate: 1800.01 } })).toEqual({
      'tender.rate': 'The tender rate is above the max buy of $1800.00.',
    });
  });

  it('takes a rate at or under the max buy, no max buy, or no tender at all', () => {
    expect(orderShipmentProblems({ maxBuy: 1800, tender: { rate: 1800 } })).toEqual({});
    expect(orderShipmentProblems({ maxBuy: null, tender: { rate: 5000 } })).toEqual({});
    expect(orderShipmentProblems({ tender: { rate: 5000 } })).toEqual({});
    expect(orderShipmentProblems({ maxBuy: 100, tender: null })).toEqual({});
    expect(orderShipmentProblems({ maxBuy: 100 })).toEqual({});
  });
});

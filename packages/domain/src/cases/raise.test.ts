import { describe, expect, it } from 'vitest';
import { DocumentType, ShipmentStatus } from '../enums/index.ts';
import {
  accessorialNeedsAmount,
  accessorialTypes,
  accessorialTypesFor,
  canRaiseCaseOn,
  caseAmountMax,
  caseDescriptionMaxLength,
  caseDocumentType,
  caseDocumentsMax,
  caseDraftProblems,
  caseStatusRefusal,
} from './index.ts';

const S = ShipmentStatus;
const good = { type: 'Detention', amount: 150, description: 'Held 4 hours at the consignee.' } as const;

describe('which requests a shipment status allows (ADR 032)', () => {
  it.each([
    [S.Draft, []],
    [S.ReadyToBook, []],
    [S.Tendering, []],
    [S.Voided, ['TONU', 'Other']],
    [S.Booked, ['TONU', 'Other']],
    [S.Dispatched, ['TONU', 'Other']],
    [S.InTransit, ['Detention', 'Layover', 'Lumper', 'Other']],
    [S.AtStop, ['Detention', 'Layover', 'Lumper', 'Other']],
    [S.Delivered, ['Detention', 'Layover', 'Lumper', 'Other']],
    [S.DeliveryConfirmed, ['Detention', 'Layover', 'Lumper', 'Other']],
  ])('status %i → %j', (status, types) => {
    expect(accessorialTypesFor(status)).toEqual(types);
    expect(canRaiseCaseOn(status)).toBe(types.length > 0);
  });

  it('explains a refusal with the kinds that fit', () => {
    expect(caseStatusRefusal('Detention', S.Delivered)).toBeNull();
    expect(caseStatusRefusal('Detention', S.Booked)).toBe(
      'A Detention request cannot be raised on a shipment that is Booked. It allows TONU, Other.',
    );
    expect(caseStatusRefusal('TONU', S.Draft)).toBe(
      'A TONU request cannot be raised on a shipment that is Draft. No accessorial request can be raised on it yet.',
    );
  });
});

describe('what a request must say', () => {
  it('every kind but Other needs an amount', () => {
    expect(accessorialTypes.filter(accessorialNeedsAmount)).toEqual([
      'Detention',
      'Layover',
      'Lumper',
      'TONU',
    ]);
    expect(accessorialNeedsAmount(null)).toBe(false);
    expect(caseDraftProblems({ ...good, amount: null })).toEqual({
      amount: 'Enter the amount a Detention request asks for.',
    });
    expect(caseDraftProblems({ ...good, type: 'Other', amount: null })).toEqual({});
  });

  it('accepts a complete request', () => {
    expect(caseDraftProblems(good)).toEqual({});
    expect(caseDraftProblems({ ...good, amount: caseAmountMax, documentCount: caseDocumentsMax })).toEqual(
      {},
    );
  });

  it.each([
    [{ type: '' }, 'type', 'Choose the kind of accessorial request.'],
    [{ type: 'Fuel' }, 'type', 'Choose the kind of accessorial request.'],
    [{ amount: 0 }, 'amount', 'Enter an amount greater than $0.00.'],
    [{ amount: -5 }, 'amount', 'Enter an amount greater than $0.00.'],
    [{ amount: Number.POSITIVE_INFINITY }, 'amount', 'Enter an amount greater than $0.00.'],
    [
      { amount: caseAmountMax + 0.01 },
      'amount',
      'An accessorial request asks for at most $10,000.00; raise a claim for more.',
    ],
    [{ amount: 12.345 }, 'amount', 'Enter the amount in dollars and cents (at most 2 decimals).'],
    [{ description: '   ' }, 'description', 'Say what happened and what you are asking for.'],
    [
      { description: 'x'.repeat(caseDescriptionMaxLength + 1) },
      'description',
      'Keep the description under 2000 characters.',
    ],
    [
      { documentCount: caseDocumentsMax + 1 },
      'documents',
      'Attach at most 5 documents; add more on the case afterwards.',
    ],
  ])('%j → %s: %s', (change, field, message) => {
    expect(caseDraftProblems({ ...good, ...change })).toEqual({ [field]: message });
  });

  it('files a lumper request’s documents as lumper receipts, others as shipment miscellaneous', () => {
    expect(caseDocumentType('Lumper')).toBe(DocumentType.LumperReceipt);
    expect(caseDocumentType('Detention')).toBe(DocumentType.ShipmentMiscellaneous);
  });
});

import { describe, expect, it } from 'vitest';
import { acceptsDocumentType, uploadTypesByEntity } from './documents.ts';

// Spec 2 §3 "Document type: 12 Proof of Delivery, 16 Bill of Lading, 17 Carrier Confirmation, 18 AP Invoice,
// 21 Lumper Receipt, 41 Signed Rate Confirmation, 45 Shipment Miscellaneous, 49 Customer Profile Picture,
// 64 Third Party, 79 BOL Advance, 98 Trailer Picture."
describe('document types each entity accepts', () => {
  it.each([
    ['shipment', [12, 16, 17, 21, 41, 45, 79, 98]],
    ['invoice', [18]],
    ['case', [16, 17, 21, 41, 45, 79, 98]],
  ] as const)('%s accepts %j', (entity, types) => {
    expect([...uploadTypesByEntity[entity]].sort((a, b) => a - b)).toEqual(types);
  });

  it.each([
    ['shipment', 12, true],
    ['case', 12, false],
    ['invoice', 18, true],
    ['shipment', 18, false],
    ['shipment', 49, false],
    ['invoice', 64, false],
  ] as const)('%s accepts type %i: %s', (entity, type, expected) => {
    expect(acceptsDocumentType(entity, type)).toBe(expected);
  });
});

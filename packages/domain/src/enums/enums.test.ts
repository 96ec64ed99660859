import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allEnums,
  allEquipmentTypesMask,
  carrierCaseResolutionTypes,
  caseStatuses,
  decodeEquipmentTypes,
  documentTypes,
  DocumentType,
  encodeEquipmentTypes,
  entityTypes,
  equipmentModes,
  equipmentTypeLabels,
  equipmentTypes,
  EquipmentType,
  invoiceListFilters,
  invoiceStatuses,
  orderReferenceLabel,
  orderTypes,
  permissions,
  rateRequestStatuses,
  roles,
  serviceLevels,
  shipmentStatuses,
  shippingModes,
  stopTypes,
  tenderOfferStatuses,
  tenderRejectReasons,
} from './index.ts';

interface AnyEnum {
  readonly entries: readonly { readonly label: string; readonly value: string | number }[];
}
const pairs = (e: AnyEnum): [string, string | number][] => e.entries.map((x) => [x.label, x.value]);

describe('enumerations quote the spec (spec 1 §3, spec 2 §3)', () => {
  it.each<[string, AnyEnum, [string, string | number][]]>([
    [
      'shipping mode',
      shippingModes,
      [
        ['TL', 0],
        ['LTL', 1],
        ['Bulk', 2],
        ['Intermodal', 3],
        ['VLTL', 4],
        ['Ocean', 5],
      ],
    ],
    [
      'equipment mode',
      equipmentModes,
      [
        ['Dry', 0],
        ['Reefer', 1],
        ['Flat bed', 2],
        ['Bulk', 3],
        ['Drayage', 4],
        ['Power only', 5],
      ],
    ],
    [
      'service level',
      serviceLevels,
      [
        ['Standard', 0],
        ['Book It Now', 1],
        ['Quick Pay', 2],
        ['Small Carrier Quick Pay', 3],
      ],
    ],
    [
      'tender reject reasons',
      tenderRejectReasons,
      [
        ['No Capacity', 0],
        ['Dislikes Rate', 1],
        ['Does Not Run Lane', 2],
        ['Never Runs Lane', 3],
        ['Other', 4],
        ['No Equipment', 5],
      ],
    ],
    [
      'tender offer status',
      tenderOfferStatuses,
      [
        ['Sent', 0],
        ['Accepted', 1],
        ['Rejected', 2],
        ['Rescinded', 3],
        ['Booking Rescinded', 4],
      ],
    ],
    [
      'shipment status',
      shipmentStatuses,
      [
        ['Voided', -1],
        ['Draft', 0],
        ['Ready to Book', 1],
        ['Tendering', 2],
        ['Booked', 3],
        ['Dispatched', 4],
        ['In Transit', 5],
        ['At Stop', 6],
        ['Delivered', 7],
        ['Delivery Confirmed', 8],
      ],
    ],
    [
      'rate request status',
      rateRequestStatuses,
      [
        ['Sent', 'Sent'],
        ['Offered', 'Offered'],
        ['Declined', 'Declined'],
      ],
    ],
    [
      'invoice status',
      invoiceStatuses,
      [
        ['Voided', -1],
        ['Draft', 0],
        ['Received', 1],
        ['Settled', 2],
        ['Paid in Full', 3],
      ],
    ],
    [
      'invoice list filter',
      invoiceListFilters,
      [
        ['All', 0],
        ['Uninvoiced', 1],
        ['Invoiced', 2],
        ['Paid', 3],
        ['Pending', 4],
      ],
    ],
    [
      'order types',
      orderTypes,
      [
        ['Sales Order', 'SalesOrder'],
        ['Purchase Order', 'PurchaseOrder'],
        ['Transfer Order', 'TransferOrder'],
        ['Return Order', 'ReturnOrder'],
      ],
    ],
    [
      'stop types',
      stopTypes,
      [
        ['Shipping', 'Shipping'],
        ['Receiving', 'Receiving'],
      ],
    ],
    [
      'carrier case resolution',
      carrierCaseResolutionTypes,
      [
        ['None', 'None'],
        ['Paid', 'Paid'],
        ['Declined', 'Declined'],
      ],
    ],
  ])('%s', (_name, descriptor, expected) => {
    expect(pairs(descriptor)).toEqual(expected);
  });

  it('document types carry the spec codes and the profile picture alias', () => {
    expect(pairs(documentTypes)).toEqual([
      ['Proof of Delivery', 12],
      ['Bill of Lading', 16],
      ['Carrier Confirmation', 17],
      ['AP Invoice', 18],
      ['Lumper Receipt', 21],
      ['Signed Rate Confirmation', 41],
      ['Shipment Miscellaneous', 45],
      ['Customer Profile Picture', 49],
      ['Contact Profile Picture', 49],
      ['Third Party', 64],
      ['BOL Advance', 79],
      ['Trailer Picture', 98],
    ]);
    expect(DocumentType.ContactProfilepicture).toBe(DocumentType.CustomerProfilePicture);
    expect(documentTypes.label(49)).toBe('Customer Profile Picture');
    expect(documentTypes.keyOf(49)).toBe('CustomerProfilePicture');
  });

  it('entity types run 0 None … 21 Claim', () => {
    expect(entityTypes.entries).toHaveLength(22);
    expect(entityTypes.entries.map((e) => e.value)).toEqual([...Array(22).keys()]);
    expect(entityTypes.label(0)).toBe('None');
    expect(entityTypes.label(13)).toBe('Dock Schedule Instructions');
    expect(entityTypes.label(21)).toBe('Claim');
  });

  it('permissions, roles and case statuses are the spec names', () => {
    expect(permissions.entries.map((e) => e.value)).toEqual([
      'CarrierPortal',
      'DriverPortal',
      'FactoringCompanyPortal',
      'CarrierBillingSettings',
      'Admin',
    ]);
    expect(roles.entries.map((e) => e.value)).toEqual([
      'Admin',
      'Driver',
      'BillTo',
      'BillingInquiry',
      'AP',
      'AR',
    ]);
    expect(caseStatuses.entries).toHaveLength(10);
  });

  it('looks up labels, keys and message keys, and rejects unknown values', () => {
    expect(shipmentStatuses.label(5)).toBe('In Transit');
    expect(shipmentStatuses.keyOf(5)).toBe('InTransit');
    expect(shipmentStatuses.messageKey(5)).toBe('enum.shipmentStatus.InTransit');
    expect(shipmentStatuses.is(5)).toBe(true);
    expect(shipmentStatuses.is(42)).toBe(false);
    expect(shipmentStatuses.is('5')).toBe(false);
    expect(shipmentStatuses.label(42)).toBeUndefined();
    expect(shipmentStatuses.messageKey(42)).toBeUndefined();
    expect(shipmentStatuses.keyOf(42)).toBeUndefined();
    expect(orderReferenceLabel('PurchaseOrder')).toBe('Purchase Order');
  });

  it('message keys are unique across all enumerations', () => {
    const keys = allEnums.flatMap((e) => e.entries.map((x) => x.messageKey));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('equipment types as bit flags (spec 1 §3)', () => {
  it.each([
    [1, 'Van'],
    [2, 'Flat Bed'],
    [4, 'Reefer'],
    [8, 'Conestoga'],
    [16, 'Tanker'],
    [32, 'Dry Bulk'],
    [64, 'Container'],
    [128, 'Pup Trailer'],
    [256, 'Straight Truck'],
    [512, 'Sprinter'],
    [1024, 'Curtain Side'],
    [2048, 'Removable Goose Neck'],
    [4096, 'Low Boy'],
    [8192, 'Step Deck'],
    [16384, 'Pneumatic'],
    [32768, 'End Pump'],
    [65536, 'Walking Floor'],
    [131072, 'Dump Truck'],
    [262144, 'Hopper Bottom'],
    [524288, 'Belt Trailer'],
  ])('flag %i is %s', (flag, label) => {
    expect(equipmentTypes.label(flag)).toBe(label);
    expect(equipmentTypeLabels(flag)).toEqual([label]);
  });

  it('decodes a mask to labels in bit order and encodes back', () => {
    expect(equipmentTypeLabels(1 + 4 + 8192)).toEqual(['Van', 'Reefer', 'Step Deck']);
    expect(decodeEquipmentTypes(0)).toEqual([]);
    expect(encodeEquipmentTypes([EquipmentType.StepDeck, EquipmentType.Van, EquipmentType.Van])).toBe(8193);
    expect(allEquipmentTypesMask).toBe(2 ** 20 - 1);
  });

  it('property: encode(decode(mask)) keeps exactly the known bits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (mask) => {
        expect(encodeEquipmentTypes(decodeEquipmentTypes(mask))).toBe(mask & allEquipmentTypesMask);
      }),
    );
  });

  it('property: decode(encode(flags)) is the sorted set of flags', () => {
    const flag = fc.constantFrom(...equipmentTypes.entries.map((e) => e.value));
    fc.assert(
      fc.property(fc.array(flag), (flags) => {
        const expected = [...new Set(flags)].sort((a, b) => a - b);
        expect(decodeEquipmentTypes(encodeEquipmentTypes(flags))).toEqual(expected);
      }),
    );
  });
});

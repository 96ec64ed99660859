import { describe, expect, it } from 'vitest';
import { allEnums } from '../enums/all.ts';
import { enumMessagesEn } from '../messages/catalog.ts';
import { ShipmentProblemType, shipmentProblemTypes } from './index.ts';

describe('shipment problem types', () => {
  it.each([
    [ShipmentProblemType.Delay, 'Delay'],
    [ShipmentProblemType.Breakdown, 'Breakdown'],
    [ShipmentProblemType.Weather, 'Weather'],
    [ShipmentProblemType.Accident, 'Accident'],
    [ShipmentProblemType.Refused, 'Refused'],
    [ShipmentProblemType.Other, 'Other'],
  ])('%s reads "%s" through its catalog key', (type, label) => {
    const key = shipmentProblemTypes.messageKey(type);
    expect(key).toBe(`enum.shipmentProblemType.${type}`);
    expect(key && enumMessagesEn[key]).toBe(label);
    expect(shipmentProblemTypes.label(type)).toBe(label);
  });

  it('is one of the catalog enumerations, wire value = key', () => {
    expect(allEnums).toContain(shipmentProblemTypes);
    for (const entry of shipmentProblemTypes.entries) expect(entry.value).toBe(entry.key);
  });

  it('knows no other value', () => {
    expect(shipmentProblemTypes.is('Flat tyre')).toBe(false);
    expect(shipmentProblemTypes.messageKey('Flat tyre')).toBeUndefined();
  });
});

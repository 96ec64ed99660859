import { EquipmentMode, EquipmentType, ShipmentStatus } from '@freightkit/domain';
import type { ShipmentSummaryData } from './ShipmentSummary.tsx';

const places = [
  { city: 'Dallas', state: 'TX', postalCode: '75201', timeZone: 'America/Chicago' },
  { city: 'Chicago', state: 'IL', postalCode: '60601', timeZone: 'America/Chicago' },
  { city: 'Atlanta', state: 'GA', postalCode: '30303', timeZone: 'America/New_York' },
  { city: 'Denver', state: 'CO', postalCode: '80202', timeZone: 'America/Denver' },
  { city: 'Los Angeles', state: 'CA', postalCode: '90012', timeZone: 'America/Los_Angeles' },
  { city: 'Toronto', state: 'ON', postalCode: 'M5H 2N2', timeZone: 'America/Toronto' },
  { city: 'Phoenix', state: 'AZ', postalCode: '85004', timeZone: 'America/Phoenix' },
  { city: 'Memphis', state: 'TN', postalCode: '38103', timeZone: 'America/Chicago' },
] as const;
const drivers = ['Maria Gonzalez', 'James Okafor', 'Lin Chen', 'Sam Taylor', 'Priya Patel'];
const statuses = Object.values(ShipmentStatus);
const modes = Object.values(EquipmentMode);
const types = Object.values(EquipmentType);

/**
 * `count` deterministic shipment rows (for stories and the list benchmark): statuses, lanes,
 * equipment and drivers cycle; dates step a day at a time from 2026-11-20.
 */
export function sampleShipments(count: number, firstNumber = 100000): ShipmentSummaryData[] {
  const start = Date.UTC(2026, 10, 20, 15, 0);
  return Array.from({ length: count }, (_, i) => {
    const origin = places[i % places.length] ?? places[0];
    const destination = places[(i * 3 + 1) % places.length] ?? places[1];
    const day = 86_400_000;
    return {
      shipmentNumber: firstNumber + i,
      status: statuses[i % statuses.length] ?? ShipmentStatus.Booked,
      origin: { ...origin, date: new Date(start + (i % 30) * day).toISOString() },
      destination: { ...destination, date: new Date(start + ((i % 30) + 2) * day).toISOString() },
      equipmentMode: modes[i % modes.length] ?? null,
      equipmentTypes: (types[i % types.length] ?? 0) | (i % 4 === 0 ? EquipmentType.Reefer : 0),
      drivers: i % 5 === 4 ? [] : [drivers[i % drivers.length] ?? ''],
    };
  });
}

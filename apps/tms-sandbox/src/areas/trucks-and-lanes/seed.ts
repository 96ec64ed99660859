import { availableShipmentRadiusMiles, EquipmentType } from '@freightkit/domain';
import type { SeedContext } from '../area.ts';
import { seededId } from '../area.ts';

/**
 * Swiftline's saved lanes, so `/lanes` opens with counts (Chicago to Dallas for vans and reefers,
 * Atlanta to anywhere near Chicago on any equipment). Trucks are not seeded: a posted truck is for a
 * day, and a seeded one would be stale by the next morning of a long-lived database.
 */
export async function seedPostings({ db, ids }: SeedContext): Promise<void> {
  const company = seededId(ids.companies, 'swiftline');
  const lanes = [
    ['Chicago', 'IL', 'Dallas', 'TX', EquipmentType.Van | EquipmentType.Reefer],
    ['Atlanta', 'GA', 'Chicago', 'IL', null],
  ] as const;
  for (const [fromCity, fromState, toCity, toState, equipment] of lanes) {
    await db.query(
      `INSERT INTO saved_lanes (company_id, origin_location_id, origin_radius, destination_location_id,
                                destination_radius, equipment_types)
       SELECT $1, o.id, $6, d.id, $6, $7
         FROM (SELECT id FROM quotable_locations WHERE kind = 'district' AND city = $2 AND state = $3
                ORDER BY population DESC LIMIT 1) o,
              (SELECT id FROM quotable_locations WHERE kind = 'district' AND city = $4 AND state = $5
                ORDER BY population DESC LIMIT 1) d`,
      [company, fromCity, fromState, toCity, toState, availableShipmentRadiusMiles, equipment],
    );
  }
}

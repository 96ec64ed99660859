import { demoCompanies, demoUnits } from '@freightkit/api/fixtures';
import { seededId, type SeedContext } from '../area.ts';

/** Seeds the demo carriers' fleets (Swiftline's and Iron Horse's trailers and power units). */
export async function seedEquipment({ db, ids }: SeedContext): Promise<void> {
  for (const unit of demoUnits) {
    await db.query(
      `INSERT INTO equipment_units (company_id, kind, unit_number, unit_type, length_feet, is_reefer, plate_number,
                                    plate_region, vin, model_year, make, status, retired_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::timestamptz, '2026-01-05T15:00:00Z',
               coalesce($13::timestamptz, '2026-01-05T15:00:00Z'))`,
      [
        seededId(ids.companies, demoCompanies[unit.company].key),
        unit.kind,
        unit.unitNumber,
        unit.type,
        unit.lengthFeet,
        unit.isReefer,
        unit.plateNumber,
        unit.plateRegion,
        unit.vin,
        unit.year,
        unit.make,
        unit.status,
        unit.retiredAt ?? null,
      ],
    );
  }
}

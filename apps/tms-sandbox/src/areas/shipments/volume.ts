import type { Database } from '../../db/database.ts';

/** The first number of the shipments {@link addVolumeShipments} adds, after every seeded range. */
export const volumeShipmentFirstNumber = 900_001;

/**
 * Adds shipments to a carrier until it holds `target` of them, to try the lists at a large carrier's
 * volume (`--volume-shipments`, `pnpm bench shipments`, ADR 054). They are spread like a carrier's
 * history: most delivered, a working set in every live status, pickups over the last two years and the
 * next month, two stops each on lanes between seven cities, in the Central zone. Answers how many it
 * added (none when the carrier already holds `target`). One statement, so the stops' triggers keep
 * each pickup, place and lateness in one pass.
 */
export async function addVolumeShipments(db: Database, carrierName: string, target: number): Promise<number> {
  const { rows } = await db.query<{ id: string; held: number; top: number }>(
    `SELECT c.id, (SELECT count(*)::int FROM shipments WHERE company_id = c.id) AS held,
            (SELECT coalesce(max(shipment_number::int) FILTER (WHERE shipment_number ~ '^9[0-9]{5,}$'), $2 - 1)
               FROM shipments) AS top
       FROM companies c WHERE c.name = $1`,
    [carrierName, volumeShipmentFirstNumber],
  );
  const carrier = rows[0];
  if (!carrier) throw new Error(`No carrier named ${carrierName}.`);
  const extra = target - carrier.held;
  if (extra <= 0) return 0;
  await db.query(
    `WITH made AS (
       INSERT INTO shipments (company_id, shipment_number, status, equipment_mode, max_buy)
       SELECT $1, ($3::int + g)::text, (ARRAY[8, 8, 8, 8, 7, 7, 1, 2, 3, 4, 5, 6, -1])[1 + g % 13], g % 3, 1500 + g % 2000
         FROM generate_series(1, $2::int) g
       RETURNING id, shipment_number::int - $3::int AS n)
     INSERT INTO shipment_stops (shipment_id, sequence, stop_type, city, state, postal_code, iana_timezone, early, late)
     SELECT m.id, seq, CASE seq WHEN 1 THEN 'Shipping' ELSE 'Receiving' END,
            (ARRAY['Dallas', 'Chicago', 'Atlanta', 'Denver', 'Memphis', 'Columbus', 'Reno'])[1 + (n + seq * 3) % 7],
            (ARRAY['TX', 'IL', 'GA', 'CO', 'TN', 'OH', 'NV'])[1 + (n + seq * 3) % 7],
            lpad(((n * 7 + seq) % 99999)::text, 5, '0'), 'America/Chicago',
            now() - interval '730 days' + (n % 760) * interval '1 day' + (seq - 1) * interval '2 days',
            now() - interval '730 days' + (n % 760) * interval '1 day' + (seq - 1) * interval '2 days' + interval '4 hours'
       FROM made m, generate_series(1, 2) seq`,
    [carrier.id, extra, carrier.top],
  );
  // What autovacuum does on a PostgreSQL server after a bulk load, and PGlite has no autovacuum: fresh
  // statistics, and the visibility map an index-only scan needs (ADR 056). One
  // statement a call: VACUUM refuses to run inside a multi-statement string's implicit transaction.
  await db.exec('VACUUM ANALYZE shipments');
  await db.exec('VACUUM ANALYZE shipment_stops');
  return extra;
}

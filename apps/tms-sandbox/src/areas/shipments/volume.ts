import type { Database } from '../../db/database.ts';

/** The first number of the shipments {@link addVolumeShipments} adds, after every seeded range. */
export const volumeShipmentFirstNumber = 900_001;

/**
 * Adds shipments to a carrier until it holds `target` of them, to try the lists at a large carrier's
 * volume (`--volume-shipments`, `pnpm bench shipments`, ADR 054). They are spread like a carrier's
 * history: most delivered, a working set in every live status, pickups over the last two years and the
 * next month, two stops each on lanes between seven cities, in the Central zone. Each delivered one
 * gets its payables invoice (ADR 063), so Accounting's list grows with the shipments: paid once
 * delivery is confirmed, else not yet invoiced, invoiced or pending. Answers how many it added (none
 * when the carrier already holds `target`). One statement for the shipments and their stops.
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
  // The stops are planned first, so each shipment is inserted with what the stops' triggers keep on it
  // (pickup, places, lateness, stop count and times; migrations 005
  // and 008) already set: the triggers then find nothing to change
  // and write no shipment a second time (migration 007, ADR 063).
  await db.query(
    `WITH planned AS (
       SELECT g AS n, seq, CASE seq WHEN 1 THEN 'Shipping' ELSE 'Receiving' END AS stop_type,
              (ARRAY['Dallas', 'Chicago', 'Atlanta', 'Denver', 'Memphis', 'Columbus', 'Reno'])[1 + (g + seq * 3) % 7] AS city,
              (ARRAY['TX', 'IL', 'GA', 'CO', 'TN', 'OH', 'NV'])[1 + (g + seq * 3) % 7] AS state,
              lpad(((g * 7 + seq) % 99999)::text, 5, '0') AS postal_code,
              now() - interval '730 days' + (g % 760) * interval '1 day' + (seq - 1) * interval '2 days' AS early
         FROM generate_series(1, $2::int) g, generate_series(1, 2) seq),
     made AS (
       INSERT INTO shipments (company_id, shipment_number, status, equipment_mode, max_buy, pickup_early,
                              origin_city, origin_state, origin_postal_code, origin_timezone, destination_early,
                              destination_city, destination_state, destination_postal_code, destination_timezone,
                              stop_count, late_arrival, open_late)
       SELECT $1, ($3::int + o.n)::text, (ARRAY[8, 8, 8, 8, 7, 7, 1, 2, 3, 4, 5, 6, -1])[1 + o.n % 13], o.n % 3,
              1500 + o.n % 2000, o.early, o.city, o.state, o.postal_code, 'America/Chicago', d.early,
              d.city, d.state, d.postal_code, 'America/Chicago', 2, false, o.early + interval '4 hours'
         FROM planned o JOIN planned d ON d.n = o.n AND d.seq = 2
        WHERE o.seq = 1
       RETURNING id, shipment_number::int - $3::int AS n)
     INSERT INTO shipment_stops (shipment_id, sequence, stop_type, city, state, postal_code, iana_timezone, early, late)
     SELECT m.id, p.seq, p.stop_type, p.city, p.state, p.postal_code, 'America/Chicago', p.early, p.early + interval '4 hours'
       FROM made m JOIN planned p ON p.n = m.n`,
    [carrier.id, extra, carrier.top],
  );
  // One invoice a delivered load, numbered 7 and its shipment's number (seeded ones are six digits), made
  // three days after pickup and paid 30 days after that once delivery is confirmed.
  await db.query(
    `INSERT INTO invoices (invoice_number, company_id, shipment_id, status, list_status, invoice_amount,
                           external_invoice_number, external_invoice_amount, due_at, paid_at,
                           third_party_billing_settings_id, created_at)
     SELECT '7' || s.shipment_number, s.company_id, s.id, k.status, k.list_status, s.max_buy,
            CASE WHEN k.list_status <> 1 THEN 'INV-7' || s.shipment_number END,
            CASE WHEN k.list_status <> 1 THEN s.max_buy END,
            CASE WHEN k.list_status <> 1 THEN s.made + interval '30 days' END,
            CASE WHEN k.list_status = 3 THEN least(s.made + interval '30 days', now()) END,
            'TPBS-' || s.shipment_number, s.made
       FROM (SELECT s.*, least(s.pickup_early + interval '3 days', now()) AS made,
                    CASE WHEN s.shipment_number ~ '^[0-9]{1,9}$' THEN s.shipment_number::int END AS n
               FROM shipments s WHERE s.company_id = $1 AND s.status IN (7, 8)) s
            CROSS JOIN LATERAL (SELECT CASE WHEN s.status = 8 THEN 3 ELSE (ARRAY[0, 1, 2])[1 + s.n % 3] END AS status,
                                       CASE WHEN s.status = 8 THEN 3 ELSE (ARRAY[1, 2, 4])[1 + s.n % 3] END AS list_status) k
      WHERE s.n > $2::int AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.shipment_id = s.id)`,
    [carrier.id, carrier.top],
  );
  // What autovacuum does on a PostgreSQL server after a bulk load, and PGlite has no autovacuum: fresh
  // statistics, and the visibility map an index-only scan needs (ADR 056). One
  // statement a call: VACUUM refuses to run inside a multi-statement string's implicit transaction.
  await db.exec('VACUUM ANALYZE shipments');
  await db.exec('VACUUM ANALYZE shipment_stops');
  await db.exec('VACUUM ANALYZE invoices');
  return extra;
}

import type { ShipmentListItem } from '@freightkit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';
import { addVolumeShipments } from './volume.ts';

let t: Awaited<ReturnType<typeof createTestSandbox>>;

beforeAll(async () => {
  t = await createTestSandbox();
}, 120_000);
afterAll(async () => {
  await t.sandbox.close();
});

const held = async () =>
  (
    await t.sandbox.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shipments s JOIN companies c ON c.id = s.company_id
        WHERE c.name = 'Swiftline Carriers'`,
    )
  ).rows[0]?.n ?? 0;

describe('a carrier at volume (--volume-shipments, ADR 054)', () => {
  it('adds shipments up to the count asked, each with two stops and its pickup, once', async () => {
    const before = await held();
    const target = before + 600;
    expect(await addVolumeShipments(t.sandbox.services.db, 'Swiftline Carriers', target)).toBe(600);
    expect(await held()).toBe(target);
    // Asked again (a restart with the same option), it adds nothing.
    expect(await addVolumeShipments(t.sandbox.services.db, 'Swiftline Carriers', target)).toBe(0);
    const { rows } = await t.sandbox.services.db.query<{ stops: number; pickups: number }>(
      `SELECT count(st.*)::int AS stops, count(DISTINCT s.id) FILTER (WHERE s.pickup_early IS NOT NULL)::int AS pickups
         FROM shipments s JOIN shipment_stops st ON st.shipment_id = s.id WHERE s.shipment_number::int >= 900001`,
    );
    expect(rows[0]).toEqual({ stops: 1200, pickups: 600 });
    // Inserted with what the stops' triggers keep already set (ADR 063), and set right: the kept
    // columns read exactly what the stops say.
    const drifted = await t.sandbox.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shipments s
         JOIN LATERAL (SELECT * FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence LIMIT 1) o ON true
         JOIN LATERAL (SELECT * FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence DESC LIMIT 1) d ON true
         JOIN LATERAL (SELECT bool_or(arrival > late) AS late_arrival, min(late) FILTER (WHERE arrival IS NULL) AS open_late
                         FROM shipment_stops WHERE shipment_id = s.id) l ON true
        WHERE s.shipment_number::int >= 900001
          AND (s.pickup_early, s.origin_city, s.origin_state, s.origin_postal_code, s.destination_city,
               s.destination_state, s.destination_postal_code, s.late_arrival, s.open_late)
              IS DISTINCT FROM (o.early, o.city, o.state, o.postal_code, d.city, d.state, d.postal_code,
               coalesce(l.late_arrival, false), l.open_late)`,
    );
    expect(drifted.rows[0]?.n).toBe(0);
    // The lists page them with the rest, in pickup order.
    const { headers } = await t.signIn(persona('dispatcher').email);
    const page = (await (await t.get('/api/v2/shipments?view=tracking&page=3', headers)).json()) as {
      items: ShipmentListItem[];
      totalCount: number;
    };
    const pickups = page.items.map((i) => Date.parse(i.origin.early));
    expect(pickups).toEqual([...pickups].sort((a, b) => b - a));
    expect(page.totalCount).toBeGreaterThan(400);
    // The seed, its invoices and its VACUUM take seconds while other test files share the cores.
  }, 60_000);

  it('refuses an unknown carrier and a count that is not a whole number', async () => {
    await expect(addVolumeShipments(t.sandbox.services.db, 'Nobody Freight', 10)).rejects.toThrow(/Nobody/);
    expect(parseConfig(['--volume-shipments', '100000']).volumeShipments).toBe(100_000);
    expect(parseConfig([]).volumeShipments).toBe(0);
    expect(() => parseConfig(['--volume-shipments', 'many'])).toThrow(/volume-shipments/);
    expect(() => parseConfig(['--volume-shipments', '-5'])).toThrow(/volume-shipments/);
  });
});

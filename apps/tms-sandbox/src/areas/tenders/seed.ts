import { ShipmentStatus as S, TenderOfferStatus as T } from '@freightkit/domain';
import type { SeedContext } from '../area.ts';
import { seededId } from '../area.ts';

/** Tender statuses per carrier, in seed order (Swiftline's seven Sent ones are the badge's 7). */
const plan: Readonly<Record<string, readonly number[]>> = {
  swiftline: [
    T.Sent,
    T.Sent,
    T.Sent,
    T.Sent,
    T.Sent,
    T.Sent,
    T.Sent,
    T.Accepted,
    T.Accepted,
    T.Accepted,
    T.Rejected,
    T.Rejected,
    T.Rescinded,
  ],
  ironhorse: [T.Sent, T.Sent, T.Accepted, T.BookingRescinded],
};

/**
 * Which loads a tender in each status sits on, most fitting first: an open tender on a load being
 * tendered (or still ready to book), an accepted one on a booked load, a rejected or rescinded one
 * on a load that went back to the broker.
 */
const loadsFor: Readonly<Record<number, readonly number[]>> = {
  [T.Sent]: [S.Tendering, S.ReadyToBook],
  [T.Accepted]: [S.Booked, S.Dispatched, S.InTransit],
  [T.Rejected]: [S.ReadyToBook, S.Draft, S.Voided],
  [T.Rescinded]: [S.ReadyToBook, S.Draft, S.Voided],
  [T.BookingRescinded]: [S.ReadyToBook, S.Draft, S.Voided],
};

const customers = ['Acme Foods', 'Great Lakes Paper', 'Sunbelt Retail'] as const;
const minute = 60_000;

/**
 * Seeds tender offers in every status across the demo carriers, each with a customer, a rate, the
 * weight and miles, an answer-by time for open ones, a fuel surcharge and on some a lumper charge;
 * rejected ones carry a reason (No Capacity).
 */
export async function seedTenders({ db, ids }: SeedContext): Promise<void> {
  const now = Date.now();
  for (const [company, statuses] of Object.entries(plan)) {
    const companyId = seededId(ids.companies, company);
    const { rows: loads } = await db.query<{ id: string; status: number }>(
      'SELECT id, status FROM shipments WHERE company_id = $1 ORDER BY shipment_number',
      [companyId],
    );
    const used = new Set<string>();
    for (const [i, status] of statuses.entries()) {
      const load =
        (loadsFor[status] ?? [])
          .flatMap((s) => loads.filter((l) => l.status === s && !used.has(l.id)))
          .at(0) ?? loads.find((l) => !used.has(l.id));
      if (!load) throw new Error(`No load left for a ${company} tender`);
      used.add(load.id);
      const rate = 1400 + i * 85;
      const answered = status !== T.Sent;
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO tender_offers (company_id, shipment_id, status, reject_reason, customer_name, rate, weight_lbs,
                                    miles, respond_by, sent_at, answered_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          companyId,
          load.id,
          status,
          status === T.Rejected ? 0 : null,
          customers[i % customers.length],
          rate,
          36000 + i * 500,
          420 + i * 37,
          answered ? null : new Date(now + (24 + i) * 60 * minute).toISOString(),
          new Date(now - (i + 1) * 7 * minute).toISOString(),
          answered ? new Date(now - i * minute).toISOString() : null,
        ],
      );
      const tenderId = rows[0]?.id ?? '';
      await db.query(
        `INSERT INTO tender_charges (tender_id, position, code, description, amount) VALUES ($1, 1, 'FSC', 'Fuel Surcharge', $2)`,
        [tenderId, Math.round(rate * 0.12)],
      );
      if (i % 2 === 0) {
        await db.query(
          `INSERT INTO tender_charges (tender_id, position, code, description, amount) VALUES ($1, 2, 'LUM', 'Lumper', 150)`,
          [tenderId],
        );
      }
    }
  }
}

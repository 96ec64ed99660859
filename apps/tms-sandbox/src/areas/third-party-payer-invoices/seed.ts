import { InvoiceStatus as S, ShipmentStatus } from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import { seededId, type SeedContext } from '../area.ts';

/** One seeded third-party payer invoice. */
interface TppSeed {
  readonly status: number;
  readonly amount: number;
  /** Days before today it was raised (its invoice date); 0 is today, for the date presets. */
  readonly daysAgo: number;
  readonly customer: string;
  readonly payer: string;
  readonly factored?: boolean;
  /** On a load still in transit: submission is blocked until Delivered (spec 2 §4). */
  readonly moving?: boolean;
  /** The carrier's invoice number and amount already entered. */
  readonly invoiced?: boolean;
  /** No third-party billing settings: not eligible, hidden while 'Only Show Auditable' is on. */
  readonly ineligible?: boolean;
  /** No charge lines: 'No Charges Linked to Invoice'. */
  readonly noCharges?: boolean;
}

const keystone = 'Keystone Freight Audit';
const meridian = 'Meridian Freight Pay';

/**
 * Swiftline's third-party payer invoices (it has a 3PL network), numbered from 990001 in this order, in
 * every view: four waiting on the carrier (Action Required; 990003 factored to Northwind, 990004 without
 * charges, entered only by the journey `third-party-payer-invoices-add-an-invoice`), a Draft already
 * invoiced, a Draft on a moving load, a Draft not eligible, two Received, two Settled, one Paid in Full
 * and a voided one (never listed).
 */
const plan: readonly TppSeed[] = [
  { status: S.Draft, amount: 2150, daysAgo: 0, customer: 'Lakeshore Foods', payer: keystone },
  { status: S.Draft, amount: 1675.5, daysAgo: 1, customer: 'Prairie Grain Co-op', payer: keystone },
  { status: S.Draft, amount: 3040, daysAgo: 2, customer: 'Lakeshore Foods', payer: keystone, factored: true },
  {
    status: S.Draft,
    amount: 1410,
    daysAgo: 3,
    customer: 'Cascade Paper Mills',
    payer: meridian,
    noCharges: true,
  },
  {
    status: S.Draft,
    amount: 1280,
    daysAgo: 4,
    customer: 'Prairie Grain Co-op',
    payer: keystone,
    invoiced: true,
  },
  {
    status: S.Draft,
    amount: 1990,
    daysAgo: 1,
    customer: 'Cascade Paper Mills',
    payer: meridian,
    moving: true,
  },
  {
    status: S.Draft,
    amount: 890,
    daysAgo: 2,
    customer: 'Bluewater Marine Supply',
    payer: meridian,
    ineligible: true,
  },
  {
    status: S.Received,
    amount: 2410,
    daysAgo: 6,
    customer: 'Lakeshore Foods',
    payer: keystone,
    invoiced: true,
  },
  {
    status: S.Received,
    amount: 1525,
    daysAgo: 8,
    customer: 'Cascade Paper Mills',
    payer: meridian,
    invoiced: true,
  },
  {
    status: S.Settled,
    amount: 2780,
    daysAgo: 12,
    customer: 'Lakeshore Foods',
    payer: keystone,
    invoiced: true,
    factored: true,
  },
  {
    status: S.Settled,
    amount: 1345,
    daysAgo: 15,
    customer: 'Prairie Grain Co-op',
    payer: keystone,
    invoiced: true,
  },
  {
    status: S.PaidInFull,
    amount: 2205,
    daysAgo: 25,
    customer: 'Cascade Paper Mills',
    payer: meridian,
    invoiced: true,
    factored: true,
  },
  { status: S.Voided, amount: 760, daysAgo: 9, customer: 'Lakeshore Foods', payer: keystone },
];

const day = 24 * 60 * 60 * 1000;

/** Line haul, fuel surcharge (300 miles at $0.62) and a detention hour, adding up to the amount. */
function chargesOf(amount: number): readonly [string, string, number, number][] {
  const fuel = 0.62;
  const miles = 300;
  const detention = 75;
  return [
    ['Line Haul', 'Flat', Math.round((amount - fuel * miles - detention) * 100) / 100, 1],
    ['Fuel Surcharge', 'Per Mile', fuel, miles],
    ['Detention', 'Per Hour', detention, 1],
  ];
}

/** Loads of a company in some statuses that carry no invoice yet (one invoice a load), newest first. */
async function freeLoads(db: Database, companyId: string, statuses: readonly number[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT s.id FROM shipments s
      WHERE s.company_id = $1 AND s.status = ANY($2::int[])
        AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.shipment_id = s.id)
      ORDER BY s.shipment_number DESC`,
    [companyId, statuses],
  );
  return rows.map((row) => row.id);
}

/**
 * Seeds Swiftline's third-party payer invoices ({@link plan}) on loads of its own that carry no payables
 * invoice: delivered loads, and an in-transit one for the invoice whose submission waits on delivery.
 */
export async function seedThirdPartyPayerInvoices({ db, ids }: SeedContext): Promise<void> {
  const now = Date.now();
  const companyId = seededId(ids.companies, 'swiftline');
  const factoringId = seededId(ids.companies, 'northwind');
  const delivered = await freeLoads(db, companyId, [ShipmentStatus.Delivered]);
  const moving = await freeLoads(db, companyId, [ShipmentStatus.InTransit]);
  if (delivered.length === 0 || moving.length === 0)
    throw new Error('Third-party payer invoices need a free delivered and a free in-transit Swiftline load.');
  let deliveredUsed = 0;
  for (const [i, seed] of plan.entries()) {
    const number = String(990001 + i);
    const shipmentId =
      seed.moving === true ? (moving[0] ?? '') : (delivered[deliveredUsed++ % delivered.length] ?? '');
    const created = now - seed.daysAgo * day - (i % 5) * 60 * 60 * 1000;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO invoices (invoice_number, company_id, factoring_company_id, shipment_id, status, list_status,
                             invoice_amount, external_invoice_number, external_invoice_amount, fee_and_balance,
                             due_at, third_party_billing_settings_id, third_party_payer, customer_name, created_at)
       VALUES ($1, $2, $3, $4, $5, NULL, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [
        number,
        companyId,
        seed.factored === true ? factoringId : null,
        shipmentId,
        seed.status,
        seed.amount,
        seed.invoiced === true ? `SWL-${String(5600 - i * 7)}` : null,
        seed.invoiced === true ? seed.amount : null,
        // A factored invoice pays the factoring fee (3 %) out of the amount.
        seed.factored === true ? Math.round(seed.amount * 3) / 100 : 0,
        // The payer's terms: paid 21 days after the invoice date (the card's estimated pay date).
        new Date(created + 21 * day).toISOString(),
        seed.ineligible === true ? null : `TPBS-${number}`,
        seed.payer,
        seed.customer,
        new Date(created).toISOString(),
      ],
    );
    const invoiceId = rows[0]?.id ?? '';
    if (seed.noCharges === true) continue;
    for (const [sequence, [description, type, rate, units]] of chargesOf(seed.amount).entries()) {
      await db.query(
        `INSERT INTO invoice_charges (invoice_id, sequence, description, charge_type_name, rate, units)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [invoiceId, sequence + 1, description, type, rate, units],
      );
    }
  }
}

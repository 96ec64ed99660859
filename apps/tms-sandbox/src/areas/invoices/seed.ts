import { InvoiceListFilter as L, InvoiceStatus as S, ShipmentStatus } from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import { seededId, type SeedContext } from '../area.ts';

/** One seeded invoice: view, status, amount, whether factored, and the rest of its story. */
interface InvoiceSeed {
  readonly listStatus: number;
  readonly status: number;
  readonly amount: number;
  readonly factored?: boolean;
  /** Days ago it was paid (paid invoices); the Paid view shows the last 60. */
  readonly paidDaysAgo?: number;
  /** No third-party billing settings: 'not eligible for processing' (spec 2 §4). @default false */
  readonly ineligible?: boolean;
  /** No charge lines: 'No Charges Linked to Invoice'. @default false */
  readonly noCharges?: boolean;
}

const plan: Readonly<Record<string, readonly InvoiceSeed[]>> = {
  swiftline: [
    { listStatus: L.Uninvoiced, status: S.Draft, amount: 1850 },
    // Not eligible for processing, and without charge lines (the preview's warning and empty text).
    { listStatus: L.Uninvoiced, status: S.Draft, amount: 2240.5, ineligible: true, noCharges: true },
    // 880003: entered by the journey `accounting-enters-an-invoice-number-and-amount` only.
    { listStatus: L.Uninvoiced, status: S.Draft, amount: 975 },
    { listStatus: L.Uninvoiced, status: S.Draft, amount: 3120, factored: true },
    { listStatus: L.Uninvoiced, status: S.Draft, amount: 1460, factored: true },
    { listStatus: L.Pending, status: S.Received, amount: 2010 },
    { listStatus: L.Pending, status: S.Received, amount: 1330 },
    { listStatus: L.Invoiced, status: S.Settled, amount: 2875, factored: true },
    { listStatus: L.Invoiced, status: S.Settled, amount: 1200 },
    { listStatus: L.Paid, status: S.PaidInFull, amount: 2650, paidDaysAgo: 12 },
    { listStatus: L.Paid, status: S.PaidInFull, amount: 1785.25, factored: true, paidDaysAgo: 90 },
  ],
  ironhorse: [
    { listStatus: L.Uninvoiced, status: S.Draft, amount: 990 },
    { listStatus: L.Paid, status: S.PaidInFull, amount: 1500, paidDaysAgo: 20 },
  ],
};

const day = 24 * 60 * 60 * 1000;

/** Line haul plus a fuel surcharge of 200 miles at $0.75, adding up to the invoice amount. */
function chargesOf(amount: number): readonly [string, string, number, number][] {
  const fuel = 0.75;
  const miles = 200;
  return [
    ['Line Haul', 'Flat', Math.round((amount - fuel * miles) * 100) / 100, 1],
    ['Fuel Surcharge', 'Per Mile', fuel, miles],
  ];
}

async function insertInvoice(
  db: Database,
  input: {
    number: number;
    companyId: string;
    factoringId: string;
    shipmentId: string;
    seed: InvoiceSeed;
    now: number;
  },
): Promise<void> {
  const { number, seed, now } = input;
  const invoiced = seed.listStatus !== L.Uninvoiced;
  const created = now - 30 * day + (number % 100) * day;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO invoices (invoice_number, company_id, factoring_company_id, shipment_id, status, list_status,
                           invoice_amount, external_invoice_number, external_invoice_amount, fee_and_balance,
                           due_at, paid_at, third_party_billing_settings_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      String(number),
      input.companyId,
      seed.factored === true ? input.factoringId : null,
      input.shipmentId,
      seed.status,
      seed.listStatus,
      seed.amount,
      invoiced ? `INV-${number}` : null,
      invoiced ? seed.amount : null,
      // A factored invoice pays the factoring fee out of the amount.
      seed.factored === true ? Math.round(seed.amount * 3) / 100 : 0,
      invoiced ? new Date(created + 30 * day).toISOString() : null,
      seed.paidDaysAgo === undefined ? null : new Date(now - seed.paidDaysAgo * day).toISOString(),
      seed.ineligible === true ? null : `TPBS-${number}`,
      new Date(created).toISOString(),
    ],
  );
  const invoiceId = rows[0]?.id ?? '';
  if (seed.noCharges === true) return;
  for (const [sequence, [description, type, rate, units]] of chargesOf(seed.amount).entries()) {
    await db.query(
      `INSERT INTO invoice_charges (invoice_id, sequence, description, charge_type_name, rate, units)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [invoiceId, sequence + 1, description, type, rate, units],
    );
  }
}

/**
 * Seeds each carrier's payables invoices in every accounting view (numbered from 880001, some
 * factored to Northwind, one paid more than 60 days ago) with their charge lines.
 */
export async function seedInvoices({ db, ids }: SeedContext): Promise<void> {
  const now = Date.now();
  const factoringId = seededId(ids.companies, 'northwind');
  let number = 880001;
  for (const [company, invoices] of Object.entries(plan)) {
    const companyId = seededId(ids.companies, company);
    // Only delivered loads are invoiced (a Settled invoice on a load still At Stop told no story):
    // the company's fixed-seed shipments first, newest first, then its generated ones.
    const seeded = [...ids.shipments].filter(([key]) => key.startsWith(`${company}:`)).map(([, id]) => id);
    const { rows: delivered } = await db.query<{ id: string }>(
      `SELECT id FROM shipments WHERE company_id = $1 AND status >= $2
        ORDER BY array_position($3::text[], id::text) NULLS LAST, shipment_number DESC`,
      [companyId, ShipmentStatus.Delivered, [...seeded].reverse()],
    );
    const shipmentIds = delivered.map((row) => row.id);
    for (const [i, seed] of invoices.entries()) {
      const shipmentId = shipmentIds[i % shipmentIds.length] ?? '';
      await insertInvoice(db, { number, companyId, factoringId, shipmentId, seed, now });
      number += 1;
    }
  }
}

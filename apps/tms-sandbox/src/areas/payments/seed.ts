import { ShipmentStatus, type PaymentMethod } from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import { seededId, type SeedContext } from '../area.ts';

/** One paid-invoice line: a seeded invoice by number, or one paid outside the portal (`H-…`). */
interface LineSeed {
  readonly invoice: string;
  readonly amount?: number;
  readonly quickPayFee?: number;
  readonly otherDeductions?: number;
  readonly deductionNote?: string;
}

/** One seeded payment: number, method, how many days ago, the carrier, who was paid, and its lines. */
interface PaymentSeed {
  readonly checkNumber: string;
  readonly method: PaymentMethod;
  readonly daysAgo: number;
  readonly carrier: string;
  readonly payee: string;
  readonly lines: readonly LineSeed[];
}

const remitTo: Readonly<Record<string, readonly [string, string, string, string]>> = {
  swiftline: ['PO Box 4410', 'Joliet', 'IL', '60434'],
  ironhorse: ['88 Rail Yard Rd', 'Omaha', 'NE', '68102'],
  northwind: ['500 Lake Shore Dr, Suite 1200', 'Chicago', 'IL', '60611'],
};

/** 25 invoices paid outside the portal, quick-paid at 2 %: a remittance longer than one page of 20. */
const longRun: LineSeed[] = Array.from({ length: 25 }, (_, i) => {
  const amount = 900 + i * 37.5;
  return { invoice: `H-${String(77101 + i)}`, amount, quickPayFee: Math.round(amount * 2) / 100 };
});

/**
 * Payments across methods and dates: Swiftline's own (check, ACH, wire; one older than the 3-month
 * default; one of 25 invoices), Northwind's for Swiftline's factored invoices (quick-pay fees,
 * deductions) and one of Iron Horse's, tied to the seeded Paid in Full invoices 880010, 880011 and
 * 880013 (their payment date is their paid date). Check numbers are unique across companies.
 */
const plan: readonly PaymentSeed[] = [
  {
    checkNumber: '400118',
    method: 'Check',
    daysAgo: 12,
    carrier: 'swiftline',
    payee: 'swiftline',
    lines: [
      { invoice: '880010' },
      { invoice: 'H-77010', amount: 1480, otherDeductions: 120, deductionNote: 'Fuel advance' },
    ],
  },
  {
    checkNumber: 'ACH-20260914-3301',
    method: 'ACH',
    daysAgo: 33,
    carrier: 'swiftline',
    payee: 'swiftline',
    lines: longRun,
  },
  {
    checkNumber: 'WIRE-55120',
    method: 'Wire',
    daysAgo: 61,
    carrier: 'swiftline',
    payee: 'swiftline',
    lines: [
      { invoice: 'H-77020', amount: 3100, otherDeductions: 75, deductionNote: 'Lumper chargeback' },
      { invoice: 'H-77021', amount: 2210.4 },
    ],
  },
  {
    checkNumber: '399870',
    method: 'Check',
    daysAgo: 130,
    carrier: 'swiftline',
    payee: 'swiftline',
    lines: [{ invoice: 'H-76002', amount: 1995 }],
  },
  {
    checkNumber: '500214',
    method: 'ACH',
    daysAgo: 9,
    carrier: 'swiftline',
    payee: 'northwind',
    lines: [
      { invoice: 'H-77030', amount: 2875, quickPayFee: 86.25 },
      {
        invoice: 'H-77031',
        amount: 1460,
        quickPayFee: 43.8,
        otherDeductions: 35,
        deductionNote: 'Detention dispute',
      },
      { invoice: 'H-77032', amount: 3120.55, quickPayFee: 93.62 },
    ],
  },
  {
    checkNumber: '500187',
    method: 'Check',
    daysAgo: 90,
    carrier: 'swiftline',
    payee: 'northwind',
    lines: [{ invoice: '880011', quickPayFee: 53.56 }],
  },
  {
    checkNumber: '610045',
    method: 'Check',
    daysAgo: 20,
    carrier: 'ironhorse',
    payee: 'ironhorse',
    lines: [{ invoice: '880013' }],
  },
];

const day = 24 * 60 * 60 * 1000;

async function insertPayment(db: Database, ids: SeedContext['ids'], seed: PaymentSeed, now: number) {
  const carrierId = seededId(ids.companies, seed.carrier);
  const payeeId = seededId(ids.companies, seed.payee);
  const [street, city, state, postalCode] = remitTo[seed.payee] ?? ['', '', '', ''];
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO payments (check_number, carrier_company_id, payee_company_id, method, payment_date,
                           remit_name, remit_street, remit_city, remit_state, remit_postal_code)
     SELECT $1, $2, $3, $4, $5::date, name, $6, $7, $8, $9 FROM companies WHERE id = $3 RETURNING id`,
    [
      seed.checkNumber,
      carrierId,
      payeeId,
      seed.method,
      new Date(now - seed.daysAgo * day).toISOString().slice(0, 10),
      street,
      city,
      state,
      postalCode,
    ],
  );
  const paymentId = rows[0]?.id ?? '';
  // Invoices paid outside the portal still name a real load of the carrier's.
  const { rows: loads } = await db.query<{ shipment_number: string }>(
    `SELECT shipment_number FROM shipments WHERE company_id = $1 AND status >= $2 ORDER BY shipment_number`,
    [carrierId, ShipmentStatus.Delivered],
  );
  for (const [i, line] of seed.lines.entries()) {
    const { rows: invoices } = await db.query<{ id: string; amount: number; shipment_number: string }>(
      `SELECT i.id, i.invoice_amount::float8 AS amount, s.shipment_number
         FROM invoices i JOIN shipments s ON s.id = i.shipment_id WHERE i.invoice_number = $1`,
      [line.invoice],
    );
    const invoice = invoices[0];
    await db.query(
      `INSERT INTO payment_invoices (payment_id, sequence, invoice_id, invoice_number, shipment_number, amount,
                                     quick_pay_fee, other_deductions, deduction_note)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        paymentId,
        i + 1,
        invoice?.id ?? null,
        line.invoice,
        invoice?.shipment_number ?? loads[i % Math.max(1, loads.length)]?.shipment_number ?? '',
        line.amount ?? invoice?.amount ?? 0,
        line.quickPayFee ?? 0,
        line.otherDeductions ?? 0,
        line.deductionNote ?? null,
      ],
    );
  }
}

/** Seeds the payment remittances of {@link plan}. */
export async function seedPayments({ db, ids }: SeedContext): Promise<void> {
  const now = Date.now();
  for (const seed of plan) await insertPayment(db, ids, seed, now);
}

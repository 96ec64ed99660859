import { contract } from '@freightkit/api';
import { InvoiceListFilter as L, InvoiceStatus as S } from '@freightkit/domain';
import { requireBadge } from '../../http/access.ts';
import { mount } from '../../http/route.ts';
import { seededId, type Area } from '../area.ts';

type InvoiceSeed = readonly [listStatus: number, status: number, amount: number, factored?: boolean];

const plan: Readonly<Record<string, readonly InvoiceSeed[]>> = {
  swiftline: [
    [L.Uninvoiced, S.Draft, 1850],
    [L.Uninvoiced, S.Draft, 2240.5],
    [L.Uninvoiced, S.Draft, 975],
    [L.Uninvoiced, S.Draft, 3120, true],
    [L.Uninvoiced, S.Draft, 1460, true],
    [L.Pending, S.Received, 2010],
    [L.Pending, S.Received, 1330],
    [L.Invoiced, S.Settled, 2875, true],
    [L.Invoiced, S.Settled, 1200],
    [L.Paid, S.PaidInFull, 2650],
    [L.Paid, S.PaidInFull, 1785.25, true],
  ],
  ironhorse: [
    [L.Uninvoiced, S.Draft, 990],
    [L.Paid, S.PaidInFull, 1500],
  ],
};

const views = {
  actionRequired: L.Uninvoiced,
  pending: L.Pending,
  inProgress: L.Invoiced,
  paid: L.Paid,
} as const;

/**
 * Payables invoices: counts and amounts per accounting view behind the Accounting badge. A carrier
 * sees its own invoices; a factoring company sees the invoices factored to it.
 */
export const invoicesArea: Area = {
  name: 'invoices',
  migrations: new URL('./migrations/', import.meta.url),
  async seed({ db, ids }) {
    let number = 880001;
    const factoringId = seededId(ids.companies, 'northwind');
    for (const [company, invoices] of Object.entries(plan)) {
      const companyId = seededId(ids.companies, company);
      const shipmentIds = [...ids.shipments]
        .filter(([key]) => key.startsWith(`${company}:`))
        .map(([, id]) => id);
      for (const [i, [listStatus, status, amount, factored = false]] of invoices.entries()) {
        await db.query(
          `INSERT INTO invoices (invoice_number, company_id, factoring_company_id, shipment_id, status, list_status,
                                 invoice_amount, external_invoice_number)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            String(number),
            companyId,
            factored ? factoringId : null,
            shipmentIds[(shipmentIds.length - 1 - i) % shipmentIds.length],
            status,
            listStatus,
            amount,
            listStatus === L.Uninvoiced ? null : `INV-${number}`,
          ],
        );
        number += 1;
      }
    }
  },
  routes(app) {
    mount(app, contract.counts.invoices, async ({ services, caller }) => {
      requireBadge(caller, 'actionRequiredShipments');
      const { rows } = await services.db.query<{ list_status: number; amount: number; shipments: number }>(
        `SELECT list_status, sum(invoice_amount)::float8 AS amount, count(DISTINCT shipment_id)::int AS shipments
           FROM invoices WHERE (company_id = $1 OR factoring_company_id = $1) AND status <> $2
          GROUP BY list_status`,
        [caller.companyId, S.Voided],
      );
      const group = (listStatus: number) => {
        const row = rows.find((r) => r.list_status === listStatus);
        return { invoiceAmount: row?.amount ?? 0, shipmentCount: row?.shipments ?? 0 };
      };
      return {
        actionRequired: group(views.actionRequired),
        pending: group(views.pending),
        inProgress: group(views.inProgress),
        paid: group(views.paid),
      };
    });
  },
};

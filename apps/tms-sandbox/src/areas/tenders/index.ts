import { contract } from '@freightkit/api';
import { TenderOfferStatus as T } from '@freightkit/domain';
import { requireBadge } from '../../http/access.ts';
import { mount } from '../../http/route.ts';
import { seededId, type Area } from '../area.ts';

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
  ironhorse: [T.Sent, T.Sent, T.Accepted],
};

/** Tender offers: the open sent count behind the Tenders badge. The tenders slice adds the list and responses. */
export const tendersArea: Area = {
  name: 'tenders',
  migrations: new URL('./migrations/', import.meta.url),
  async seed({ db, ids }) {
    for (const [company, statuses] of Object.entries(plan)) {
      const companyId = seededId(ids.companies, company);
      const shipmentIds = [...ids.shipments]
        .filter(([key]) => key.startsWith(`${company}:`))
        .map(([, id]) => id);
      for (const [i, status] of statuses.entries()) {
        await db.query(
          'INSERT INTO tender_offers (company_id, shipment_id, status, reject_reason) VALUES ($1, $2, $3, $4)',
          [companyId, shipmentIds[i % shipmentIds.length], status, status === T.Rejected ? 0 : null],
        );
      }
    }
  },
  routes(app) {
    mount(app, contract.counts.tenders, async ({ services, caller }) => {
      requireBadge(caller, 'openSentTenders');
      const { rows } = await services.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM tender_offers WHERE company_id = $1 AND status = $2',
        [caller.companyId, T.Sent],
      );
      return { sent: rows[0]?.count ?? 0 };
    });
  },
};

import { contract, type ScoreMeasureWire } from '@freightkit/api';
import { checkPathAccess, ShipmentStatus, TenderOfferStatus } from '@freightkit/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { heldByCompany } from './scope.ts';

/**
 * Names and goals of the measures. The spec names the score card but none of its measures or goals;
 * these are the sandbox's stand-in for what the broker's back end would send.
 */
const measureInfo: Readonly<
  Record<ScoreMeasureWire['key'], { label: string; unit: 'percent' | 'count'; target: number | null }>
> = {
  onTimePickup: { label: 'On-time pickup', unit: 'percent', target: 0.95 },
  onTimeDelivery: { label: 'On-time delivery', unit: 'percent', target: 0.95 },
  trackingCompliance: { label: 'Tracking compliance', unit: 'percent', target: 0.9 },
  documentTurnaround: { label: 'Document turnaround (hours)', unit: 'count', target: 24 },
  tenderAcceptance: { label: 'Tender acceptance', unit: 'percent', target: 0.8 },
  loadsHauled: { label: 'Loads hauled', unit: 'count', target: null },
};

interface LoadRow {
  status: number;
  needs_tracking_update: boolean;
  has_tracking: boolean;
  paperwork_received_at: Date | null;
  first_early: Date;
  first_late: Date;
  first_arrival: Date | null;
  last_late: Date;
  last_arrival: Date | null;
  last_departure: Date | null;
}

const ratio = (hits: number, total: number) => (total === 0 ? 0 : hits / total);
const day = (d: Date) => d.toISOString().slice(0, 10);
const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** Share of `rows` for which `test` holds, over those `counts` admits. */
function share(rows: readonly LoadRow[], counts: (r: LoadRow) => boolean, test: (r: LoadRow) => boolean) {
  const sample = rows.filter(counts);
  return { value: ratio(sample.filter(test).length, sample.length), sampleSize: sample.length };
}

const pickedUp = (r: LoadRow) => r.first_arrival !== null;
const pickedUpOnTime = (r: LoadRow) => r.first_arrival !== null && r.first_arrival <= r.first_late;
const delivered = (r: LoadRow) => r.status >= ShipmentStatus.Delivered && r.last_arrival !== null;
const deliveredOnTime = (r: LoadRow) => r.last_arrival !== null && r.last_arrival <= r.last_late;

/**
 * The carrier score card of the caller's company (CarrierPortal users, as the dashboard): computed
 * from its non-voided shipments whose first pickup falls in the window, and its tender offers sent in
 * the window. On-time means reached by the stop's late time; tracking compliance is the share of
 * dispatched-or-later loads with tracking history and no pending update; document turnaround is the
 * average hours from leaving the last stop to the delivery paperwork; tender acceptance is accepted
 * (including later rescinded bookings) over answered offers.
 */
export function scoreCardRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.shipmentResources.scoreCard, async ({ services, caller, query }) => {
    if (checkPathAccess(caller, '/dashboard/shipments').kind !== 'allowed') throw forbidden();
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (query.months - 1), 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const { rows } = await services.db.query<LoadRow>(
      `SELECT s.status, s.needs_tracking_update, s.paperwork_received_at,
              EXISTS (SELECT 1 FROM tracking_activities t WHERE t.shipment_id = s.id) AS has_tracking,
              o.early AS first_early, o.late AS first_late, o.arrival AS first_arrival,
              d.late AS last_late, d.arrival AS last_arrival, d.departure AS last_departure
         FROM shipments s
         JOIN LATERAL (SELECT * FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence LIMIT 1) o ON true
         JOIN LATERAL (SELECT * FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence DESC LIMIT 1) d
           ON true
        WHERE ${heldByCompany('s', 1)} AND s.status <> $2 AND o.early >= $3 AND o.early < $4`,
      [caller.companyId, ShipmentStatus.Voided, from.toISOString(), end.toISOString()],
    );
    const { rows: tenders } = await services.db.query<{ accepted: number; answered: number }>(
      `SELECT count(*) FILTER (WHERE status = ANY($2::int[]))::int AS accepted,
              count(*) FILTER (WHERE status = ANY($3::int[]))::int AS answered
         FROM tender_offers WHERE company_id = $1 AND sent_at >= $4 AND sent_at < $5`,
      [
        caller.companyId,
        [TenderOfferStatus.Accepted, TenderOfferStatus.BookingRescinded],
        [TenderOfferStatus.Accepted, TenderOfferStatus.BookingRescinded, TenderOfferStatus.Rejected],
        from.toISOString(),
        end.toISOString(),
      ],
    );
    const turnaround = rows.flatMap((r) =>
      r.paperwork_received_at && r.last_departure
        ? [(r.paperwork_received_at.getTime() - r.last_departure.getTime()) / 3_600_000]
        : [],
    );
    const accepted = tenders[0]?.accepted ?? 0;
    const answered = tenders[0]?.answered ?? 0;
    const hauled = rows.filter((r) => r.status >= ShipmentStatus.Delivered).length;
    const values: Record<ScoreMeasureWire['key'], { value: number; sampleSize: number }> = {
      onTimePickup: share(rows, pickedUp, pickedUpOnTime),
      onTimeDelivery: share(rows, delivered, deliveredOnTime),
      trackingCompliance: share(
        rows,
        (r) => r.status >= ShipmentStatus.Dispatched,
        (r) => r.has_tracking && !r.needs_tracking_update,
      ),
      documentTurnaround: {
        value:
          turnaround.length === 0
            ? 0
            : Math.round((turnaround.reduce((a, b) => a + b, 0) / turnaround.length) * 10) / 10,
        sampleSize: turnaround.length,
      },
      tenderAcceptance: { value: ratio(accepted, answered), sampleSize: answered },
      loadsHauled: { value: hauled, sampleSize: hauled },
    };
    const months = Array.from({ length: query.months }, (_, i) =>
      monthOf(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1))),
    );
    const { rows: company } = await services.db.query<{ name: string }>(
      'SELECT name FROM companies WHERE id = $1',
      [caller.companyId],
    );
    return {
      companyId: caller.companyId,
      companyName: company[0]?.name ?? '',
      from: day(from),
      to: day(new Date(end.getTime() - 1)),
      measures: (Object.keys(measureInfo) as ScoreMeasureWire['key'][]).map((key) => ({
        key,
        ...measureInfo[key],
        ...values[key],
      })),
      monthly: months.map((month) => {
        const inMonth = rows.filter((r) => monthOf(r.first_early) === month);
        const pickups = inMonth.filter(pickedUp);
        const deliveries = inMonth.filter(delivered);
        return {
          month,
          loadsHauled: inMonth.filter((r) => r.status >= ShipmentStatus.Delivered).length,
          onTimePickup:
            pickups.length === 0 ? null : ratio(pickups.filter(pickedUpOnTime).length, pickups.length),
          onTimeDelivery:
            deliveries.length === 0
              ? null
              : ratio(deliveries.filter(deliveredOnTime).length, deliveries.length),
        };
      }),
    };
  });
}

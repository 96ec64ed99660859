import { contract } from '@freightkit/api';
import { CarrierCaseResolutionType as Res, caseDisplayGroup, CaseStatus as C } from '@freightkit/domain';
import { mount } from '../../http/route.ts';
import { seededId, type Area } from '../area.ts';
import { caseRoutes } from './routes.ts';
import { caseScope } from './scope.ts';

type CaseSeed = readonly [status: string, resolution?: string, voided?: boolean];

/** Kinds of accessorial request the seeded cases ask for, in turn (demo data, not a spec list). */
const seedTitles = ['Detention', 'Lumper', 'Layover', 'TONU'] as const;

const day = 24 * 60 * 60 * 1000;

const plan: Readonly<Record<string, readonly CaseSeed[]>> = {
  swiftline: [
    [C.New],
    [C.New],
    [C.New],
    [C.InProgress],
    [C.InProgressFollowUp],
    [C.OnHoldPendingCarrierDocuments],
    [C.InProgress, Res.Paid],
    [C.Resolved],
    [C.Voided, Res.None, true],
  ],
  ironhorse: [[C.New], [C.OnHold]],
};

/**
 * Cases (accessorial requests): seeded cases of each kind on the carriers' shipments, one a day
 * (higher numbers newer), the count stats by domain's display groups behind the badge, and the
 * list, one case and a shipment's cases (`routes.ts`).
 */
export const casesArea: Area = {
  name: 'cases',
  migrations: new URL('./migrations/', import.meta.url),
  async seed({ db, ids }) {
    const first = 5001;
    const newest = Date.UTC(2026, 10, 20, 15, 0, 0);
    let number = first;
    for (const [company, cases] of Object.entries(plan)) {
      const companyId = seededId(ids.companies, company);
      const shipmentIds = [...ids.shipments]
        .filter(([key]) => key.startsWith(`${company}:`))
        .map(([, id]) => id);
      for (const [i, [status, resolution = Res.None, voided = false]] of cases.entries()) {
        await db.query(
          `INSERT INTO cases (case_number, company_id, shipment_id, status, carrier_case_resolution_type, is_voided,
                              title, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            `CASE-${number}`,
            companyId,
            shipmentIds[(i * 3) % shipmentIds.length],
            status,
            resolution,
            voided,
            seedTitles[(number - first) % seedTitles.length],
            new Date(newest - (20 - (number - first)) * day),
          ],
        );
        number += 1;
      }
    }
  },
  routes(app) {
    mount(app, contract.counts.cases, async ({ services, caller }) => {
      // The counts of the /cases views, not only the drawer's badge: whoever may list cases
      // ('cases.view', checked by mount) gets them. A broker opens /cases without the drawer entry
      // (spec 2 §2 passes the broker flag to the area); refusing them left the views without counts.
      // Only the cases the caller may open: a driver-only user's are those on loads assigned to them.
      const scope = caseScope(caller, 1);
      const { rows } = await services.db.query<{
        status: string;
        carrier_case_resolution_type: string;
        is_voided: boolean;
      }>(
        `SELECT k.status, k.carrier_case_resolution_type, k.is_voided
           FROM cases k LEFT JOIN shipments s ON s.id = k.shipment_id WHERE ${scope.sql}`,
        scope.params,
      );
      const stats = { new: 0, inProgress: 0, onHold: 0, resolved: 0 };
      for (const row of rows) {
        stats[
          caseDisplayGroup({
            status: row.status,
            isVoided: row.is_voided,
            carrierCaseResolutionType: row.carrier_case_resolution_type,
          })
        ] += 1;
      }
      return stats;
    });
    // After count_stats, so `api/v2/cases/count_stats` is never read as a case number.
    caseRoutes(app);
  },
};

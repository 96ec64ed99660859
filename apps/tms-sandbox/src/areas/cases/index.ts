import { contract } from '@freightkit/api';
import { CarrierCaseResolutionType as Res, caseDisplayGroup, CaseStatus as C } from '@freightkit/domain';
import { requireBadge } from '../../http/access.ts';
import { mount } from '../../http/route.ts';
import { seededId, type Area } from '../area.ts';

type CaseSeed = readonly [status: string, resolution?: string, voided?: boolean];

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

/** Cases (accessorial requests): the count stats by domain's display groups behind the badge. */
export const casesArea: Area = {
  name: 'cases',
  migrations: new URL('./migrations/', import.meta.url),
  async seed({ db, ids }) {
    let number = 5001;
    for (const [company, cases] of Object.entries(plan)) {
      const companyId = seededId(ids.companies, company);
      const shipmentIds = [...ids.shipments]
        .filter(([key]) => key.startsWith(`${company}:`))
        .map(([, id]) => id);
      for (const [i, [status, resolution = Res.None, voided = false]] of cases.entries()) {
        await db.query(
          `INSERT INTO cases (case_number, company_id, shipment_id, status, carrier_case_resolution_type, is_voided)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            `CASE-${number}`,
            companyId,
            shipmentIds[(i * 3) % shipmentIds.length],
            status,
            resolution,
            voided,
          ],
        );
        number += 1;
      }
    }
  },
  routes(app) {
    mount(app, contract.counts.cases, async ({ services, caller }) => {
      requireBadge(caller, 'newCases');
      const { rows } = await services.db.query<{
        status: string;
        carrier_case_resolution_type: string;
        is_voided: boolean;
      }>('SELECT status, carrier_case_resolution_type, is_voided FROM cases WHERE company_id = $1', [
        caller.companyId,
      ]);
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
  },
};

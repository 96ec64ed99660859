import { contract, type CaseRecord } from '@freightkit/api';
import {
  answer,
  caseDisplayGroup,
  CaseStatus,
  caseStatuses,
  caseStatusRefusalKey,
  checkPathAccess,
  shipmentStatuses,
  type AccessorialType,
  type CaseDisplayGroup,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { forbidden, invalidField, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { ownShipment } from '../shipments/detail.ts';
import { shipmentScope } from '../shipments/scope.ts';
import { caseScope } from './scope.ts';

/** A case row as the case routes read it. */
interface CaseRow {
  id: string;
  case_number: string;
  title: string;
  status: string;
  is_voided: boolean;
  carrier_case_resolution_type: string;
  case_source: string;
  company_id: string;
  company_name: string;
  shipment_id: string | null;
  shipment_number: string | null;
  created_at: Date;
  amount: number | null;
  description: string | null;
  total: number;
}

const caseColumns = `k.id, k.case_number, k.title, k.status, k.is_voided, k.carrier_case_resolution_type,
  k.case_source, k.company_id, co.name AS company_name, k.shipment_id, s.shipment_number, k.created_at,
  k.amount::float8 AS amount, k.description, count(*) OVER ()::int AS total`;

/** `cases k` with its company and shipment (`s`), for {@link caseColumns}. */
const caseFrom =
  'cases k JOIN companies co ON co.id = k.company_id LEFT JOIN shipments s ON s.id = k.shipment_id';

/** Cases (spec 2 §6) are for carrier-portal and driver-portal users: the `/cases` route rule of domain. */
function requireCasesAccess(caller: Caller): void {
  if (checkPathAccess(caller, '/cases').kind !== 'allowed') throw forbidden();
}

/** A stored case in the contract's shape. */
function toCase(row: CaseRow): CaseRecord {
  return {
    id: row.id,
    caseNumber: row.case_number,
    title: row.title,
    status: row.status,
    statusDescription: caseStatuses.is(row.status)
      ? (caseStatuses.label(row.status) ?? row.status)
      : row.status,
    isVoided: row.is_voided,
    carrierCaseResolutionType: row.carrier_case_resolution_type,
    caseSource: row.case_source,
    involvedParties: [{ id: row.company_id, name: row.company_name }],
    shipmentId: row.shipment_id,
    shipmentNumber: row.shipment_number,
    createdDateTime: row.created_at.toISOString(),
    amount: row.amount,
    description: row.description,
  };
}

const groupOf = (row: CaseRow): CaseDisplayGroup =>
  caseDisplayGroup({
    status: row.status,
    isVoided: row.is_voided,
    carrierCaseResolutionType: row.carrier_case_resolution_type,
  });

/**
 * Reads every case matching `where` (newest first) and pages it after filtering by display group:
 * the group is domain's rule over status, voided flag and resolution, not a column, so it is applied
 * here rather than restated in SQL. A company has tens of cases, not thousands.
 */
async function casePage(
  db: Database,
  where: { sql: string; params: unknown[] },
  page: { page: number; pageSize: number; group?: CaseDisplayGroup | undefined },
) {
  const { rows } = await db.query<CaseRow>(
    `SELECT ${caseColumns} FROM ${caseFrom} WHERE ${where.sql} ORDER BY k.created_at DESC, k.case_number DESC`,
    where.params,
  );
  const matching = page.group === undefined ? rows : rows.filter((row) => groupOf(row) === page.group);
  const start = (page.page - 1) * page.pageSize;
  return {
    items: matching.slice(start, start + page.pageSize).map(toCase),
    totalCount: matching.length,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/**
 * Raises a case (ADR 032): the shipment by number in the caller's scope (404 otherwise: another
 * company's load, or a driver-only user's unassigned one), the kind checked against the load's status
 * by domain's `caseStatusRefusalKey` (400 on `type`), then a New case from the Carrier Portal with the
 * next case number. The body's fields were checked by the contract (domain's `caseDraftProblems`).
 */
async function raiseCase(
  db: Database,
  caller: Caller,
  body: { shipmentNumber: string; type: AccessorialType; amount: number | null; description: string },
): Promise<CaseRecord> {
  const scope = shipmentScope(caller, 's', 2);
  const { rows: shipments } = await db.query<{ id: string; status: number }>(
    `SELECT s.id, s.status FROM shipments s WHERE s.shipment_number = $1 AND ${scope.sql}`,
    [body.shipmentNumber, ...scope.params],
  );
  const shipment = shipments[0];
  if (!shipment || !shipmentStatuses.is(shipment.status))
    throw notFound(answer('answer.notFound.shipmentNumber', { number: body.shipmentNumber }));
  const refusal = caseStatusRefusalKey(body.type, shipment.status);
  if (refusal !== null) throw invalidField('type', refusal);
  const { rows } = await db.query<{ case_number: string }>(
    `INSERT INTO cases (case_number, company_id, shipment_id, status, title, case_source, amount, description,
                        created_by_user_id)
     VALUES ('CASE-' || nextval('case_numbers'), $1, $2, $3, $4, 'Carrier Portal', $5, $6, $7)
     RETURNING case_number`,
    [caller.companyId, shipment.id, CaseStatus.New, body.type, body.amount, body.description, caller.userId],
  );
  const scopeOfCase = caseScope(caller, 2);
  const { rows: created } = await db.query<CaseRow>(
    `SELECT ${caseColumns} FROM ${caseFrom} WHERE k.case_number = $1 AND ${scopeOfCase.sql}`,
    [rows[0]?.case_number, ...scopeOfCase.params],
  );
  const row = created[0];
  if (!row) throw new Error('The raised case could not be read back');
  return toCase(row);
}

/** The case list, one case by number, and a shipment's cases (the count stats live in `index.ts`). */
export function caseRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.cases.list, async ({ services, caller, query }) => {
    requireCasesAccess(caller);
    // The spec's involvedPartyIds scope: any other company than the caller's own finds nothing.
    const scope = caseScope(caller, 1);
    const foreign = query.involvedPartyIds !== undefined && query.involvedPartyIds !== caller.companyId;
    return casePage(services.db, foreign ? { sql: 'false', params: [] } : scope, query);
  });

  mount(app, contract.cases.create, async ({ services, caller, body }) => {
    requireCasesAccess(caller);
    return raiseCase(services.db, caller, body);
  });

  mount(app, contract.cases.byNumber, async ({ services, caller, params }) => {
    requireCasesAccess(caller);
    const scope = caseScope(caller, 2);
    const { rows } = await services.db.query<CaseRow>(
      `SELECT ${caseColumns} FROM ${caseFrom} WHERE k.case_number = $1 AND ${scope.sql}`,
      [params.caseNumber, ...scope.params],
    );
    const row = rows[0];
    if (!row) throw notFound('The case');
    return toCase(row);
  });

  mount(app, contract.cases.ofShipment, async ({ services, caller, params, query }) => {
    requireCasesAccess(caller);
    // 404 for a shipment the caller cannot open (another company's, or a driver's unassigned load).
    const shipment = await ownShipment(services.db, caller, params.id);
    return casePage(
      services.db,
      { sql: 'k.shipment_id = $1 AND k.company_id = $2', params: [shipment.id, caller.companyId] },
      query,
    );
  });
}

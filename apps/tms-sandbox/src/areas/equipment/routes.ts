import { contract, type EquipmentInputBody } from '@freightkit/api';
import {
  duplicateUnitNumber,
  EquipmentKind,
  EquipmentUnitStatus,
  isReeferByType,
  normalisePlate,
  normaliseUnitNumber,
  normaliseVin,
  retiredUnitAssign,
  retiredUnitChange,
  unitTypeOption,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { HttpError, invalidRequestMessage, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';

interface Row {
  id: string;
  kind: EquipmentKind;
  unit_number: string;
  unit_type: string;
  length_feet: number | null;
  is_reefer: boolean;
  plate_number: string;
  plate_region: string;
  vin: string | null;
  model_year: number | null;
  make: string | null;
  status: EquipmentUnitStatus;
  retired_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const out = (r: Row) => ({
  id: r.id,
  kind: r.kind,
  unitNumber: r.unit_number,
  type: r.unit_type,
  equipmentType: unitTypeOption(r.kind, r.unit_type)?.flag ?? null,
  lengthFeet: r.length_feet,
  isReefer: r.is_reefer,
  plateNumber: r.plate_number,
  plateRegion: r.plate_region,
  vin: r.vin,
  year: r.model_year,
  make: r.make,
  status: r.status,
  retiredAt: r.retired_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One unit of the caller's company, else 404 (another company's too, so its existence stays hidden). */
async function own(db: Database, caller: Caller, id: string): Promise<Row> {
  if (!uuid.test(id)) throw notFound('The unit');
  const { rows } = await db.query<Row>('SELECT * FROM equipment_units WHERE id = $1 AND company_id = $2', [
    id,
    caller.companyId,
  ]);
  if (!rows[0]) throw notFound('The unit');
  return rows[0];
}

/** Refuses (409) a unit number another unit of the company has, whatever its kind or status. */
async function assertNumberFree(db: Database, caller: Caller, unitNumber: string, self: string | null) {
  const { rows } = await db.query<{ kind: EquipmentKind; status: string }>(
    `SELECT kind, status FROM equipment_units
      WHERE company_id = $1 AND upper(unit_number) = upper($2) AND ($3::text IS NULL OR id <> $3) LIMIT 1`,
    [caller.companyId, unitNumber, self],
  );
  if (rows[0]) throw new HttpError(409, duplicateUnitNumber(unitNumber, rows[0]));
}

/** A unique index refused the statement (two saves of one number at once): the same 409 as the check above. */
function conflictOf(error: unknown, unitNumber: string, kind: EquipmentKind): unknown {
  return (error as { code?: string }).code === '23505'
    ? new HttpError(409, duplicateUnitNumber(unitNumber, { kind, status: EquipmentUnitStatus.Active }))
    : error;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The stored columns of a unit body, normalised as the form sends them (callers other than the portal may not). */
const columns = (body: EquipmentInputBody) => [
  normaliseUnitNumber(body.unitNumber),
  body.type,
  body.lengthFeet,
  body.isReefer || isReeferByType(body.kind, body.type),
  normalisePlate(body.plateNumber),
  body.plateRegion.trim().toUpperCase(),
  body.vin === null || body.vin.trim() === '' ? null : normaliseVin(body.vin),
  body.year,
  text(body.make),
  body.status,
];

/**
 * Refuses (409) assigning a retired unit of the caller's company to a load by its number: the
 * shipment's equipment names its tractor and trailer by unit number (spec 1 §7 "equipment get and
 * save"). A number that is none of the company's units (a borrowed trailer) stays allowed.
 */
export async function assertAssignable(
  db: Database,
  caller: Caller,
  numbers: { readonly tractorNumber: string | null; readonly trailerNumber: string | null },
): Promise<void> {
  const wanted = [
    [EquipmentKind.PowerUnit, numbers.tractorNumber],
    [EquipmentKind.Trailer, numbers.trailerNumber],
  ] as const;
  for (const [kind, number] of wanted) {
    if (number === null || number.trim() === '') continue;
    const { rows } = await db.query<{ unit_number: string }>(
      `SELECT unit_number FROM equipment_units
        WHERE company_id = $1 AND kind = $2 AND upper(unit_number) = upper($3) AND status = 'Retired'`,
      [caller.companyId, kind, number.trim()],
    );
    if (rows[0]) throw new HttpError(409, retiredUnitAssign(kind, rows[0].unit_number));
  }
}

/** The carrier's equipment: counts, the list of a kind, one unit, adding, changing and retiring (ADR 038). */
export function equipmentRoutes(app: Hono<AppEnv>): void {
  const e = contract.equipment;

  mount(app, e.counts, async ({ services, caller }) => {
    const { rows } = await services.db.query<{ kind: EquipmentKind; status: EquipmentUnitStatus; n: number }>(
      `SELECT kind, status, count(*)::int AS n FROM equipment_units WHERE company_id = $1 GROUP BY kind, status`,
      [caller.companyId],
    );
    const of = (kind: EquipmentKind) => {
      const n = (status: EquipmentUnitStatus) =>
        rows.find((r) => r.kind === kind && r.status === status)?.n ?? 0;
      return { active: n('Active'), outOfService: n('OutOfService'), retired: n('Retired') };
    };
    return { trailers: of(EquipmentKind.Trailer), powerUnits: of(EquipmentKind.PowerUnit) };
  });

  mount(app, e.list, async ({ services, caller, query }) => {
    const statuses = query.statuses?.length ? query.statuses : ['Active', 'OutOfService'];
    const params: unknown[] = [caller.companyId, query.kind, statuses];
    let where = 'company_id = $1 AND kind = $2 AND status = ANY($3::text[])';
    if (query.types && query.types.length > 0) {
      params.push(query.types);
      where += ` AND unit_type = ANY($${params.length}::text[])`;
    }
    if (query.query) {
      params.push(`%${query.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const p = `$${params.length}`;
      where += ` AND (unit_number ILIKE ${p} OR plate_number ILIKE ${p} OR vin ILIKE ${p} OR make ILIKE ${p})`;
    }
    const { rows: count } = await services.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM equipment_units WHERE ${where}`,
      params,
    );
    params.push(query.pageSize, (query.page - 1) * query.pageSize);
    const { rows } = await services.db.query<Row>(
      `SELECT * FROM equipment_units WHERE ${where}
        ORDER BY (status = 'Retired'), upper(unit_number), id
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return {
      items: rows.map(out),
      totalCount: count[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, e.byId, async ({ services, caller, params }) => out(await own(services.db, caller, params.id)));

  mount(app, e.create, async ({ services, caller, body }) => {
    await assertNumberFree(services.db, caller, body.unitNumber, null);
    try {
      const { rows } = await services.db.query<Row>(
        `INSERT INTO equipment_units (company_id, kind, unit_number, unit_type, length_feet, is_reefer, plate_number,
                                      plate_region, vin, model_year, make, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
        [caller.companyId, body.kind, ...columns(body)],
      );
      return out(rows[0] as Row);
    } catch (error) {
      throw conflictOf(error, body.unitNumber, body.kind);
    }
  });

  mount(app, e.update, async ({ services, caller, params, body }) => {
    const before = await own(services.db, caller, params.id);
    if (before.status === EquipmentUnitStatus.Retired)
      throw new HttpError(409, retiredUnitChange(before.kind, before.unit_number));
    if (body.kind !== before.kind) {
      throw new HttpError(400, {
        message: invalidRequestMessage,
        modelState: { kind: ['A unit keeps its kind; retire it and add the other kind instead.'] },
      });
    }
    await assertNumberFree(services.db, caller, body.unitNumber, before.id);
    try {
      // The status condition makes a retire that landed in between win: nothing is updated, and the 409 follows.
      const { rows } = await services.db.query<Row>(
        `UPDATE equipment_units SET unit_number = $3, unit_type = $4, length_feet = $5, is_reefer = $6,
                plate_number = $7, plate_region = $8, vin = $9, model_year = $10, make = $11, status = $12,
                updated_at = now()
          WHERE id = $1 AND company_id = $2 AND status <> 'Retired' RETURNING *`,
        [before.id, caller.companyId, ...columns(body)],
      );
      if (!rows[0]) throw new HttpError(409, retiredUnitChange(before.kind, before.unit_number));
      return out(rows[0]);
    } catch (error) {
      throw conflictOf(error, body.unitNumber, body.kind);
    }
  });

  mount(app, e.retire, async ({ services, caller, params }) => {
    const before = await own(services.db, caller, params.id);
    const { rows } = await services.db.query<Row>(
      `UPDATE equipment_units SET status = 'Retired', retired_at = now(), updated_at = now()
        WHERE id = $1 AND company_id = $2 AND status <> 'Retired' RETURNING *`,
      [before.id, caller.companyId],
    );
    if (!rows[0]) throw new HttpError(409, retiredUnitChange(before.kind, before.unit_number));
    return out(rows[0]);
  });
}

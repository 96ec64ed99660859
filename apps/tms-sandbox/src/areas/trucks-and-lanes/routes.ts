import { contract, type AnswerSaid, type LaneInputBody, type TruckInputBody } from '@freightkit/api';
import {
  answer,
  dayInZone,
  laneBoardSearch,
  postingLimit,
  postingMessages,
  truckBoardSearch,
  truckProblems,
  type BoardSearch,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { countBoard, locationColumns, locationOut, type LocationRow } from '../load-board/routes.ts';

interface TruckRow {
  id: string;
  equipment_type: number;
  empty_location_id: number;
  empty_on: string;
  empty_radius: number;
  destination_location_id: number | null;
  destination_radius: number;
  posted_at: Date;
}

interface LaneRow {
  id: string;
  origin_location_id: number;
  origin_radius: number;
  destination_location_id: number;
  destination_radius: number;
  equipment_types: number | null;
  saved_at: Date;
}

const truckColumns = `id, equipment_type, empty_location_id, empty_on::text AS empty_on, empty_radius,
  destination_location_id, destination_radius, posted_at`;
const laneColumns = `id, origin_location_id, origin_radius, destination_location_id, destination_radius,
  equipment_types, saved_at`;

/** The quotable locations of these ids, by id. */
async function locations(db: Database, ids: readonly (number | null)[]): Promise<Map<number, LocationRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<LocationRow>(
    `SELECT ${locationColumns} FROM quotable_locations WHERE id = ANY($1::int[])`,
    [wanted],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

const place = (places: Map<number, LocationRow>, id: number): LocationRow => {
  const row = places.get(id);
  // The foreign key keeps every stored id in the table; a miss is a broken database, not bad input.
  if (!row) throw new Error(`Quotable location ${id} is missing.`);
  return row;
};

/** How many board loads the caller sees for a truck's or lane's search: the board's own count. */
function matchCount(db: Database, caller: Caller, places: Map<number, LocationRow>, search: BoardSearch) {
  return countBoard(db, caller, {
    originPoint: place(places, search.originLocationId),
    originRadius: search.originRadius,
    destinationPoint:
      search.destinationLocationId === null ? null : place(places, search.destinationLocationId),
    destinationRadius: search.destinationRadius,
    pickupFrom: search.pickupFrom ?? undefined,
    equipmentTypes: search.equipmentTypes ?? undefined,
  });
}

async function truckOut(db: Database, caller: Caller, row: TruckRow, places: Map<number, LocationRow>) {
  const search = truckBoardSearch({
    equipmentType: row.equipment_type,
    emptyLocationId: row.empty_location_id,
    emptyOn: row.empty_on,
    emptyRadius: row.empty_radius,
    destinationLocationId: row.destination_location_id,
    destinationRadius: row.destination_radius,
  });
  return {
    id: row.id,
    equipmentType: row.equipment_type,
    emptyLocation: locationOut(place(places, row.empty_location_id)),
    emptyOn: row.empty_on,
    emptyRadius: row.empty_radius,
    destinationLocation:
      row.destination_location_id === null ? null : locationOut(place(places, row.destination_location_id)),
    destinationRadius: row.destination_radius,
    postedAt: row.posted_at.toISOString(),
    matchCount: await matchCount(db, caller, places, search),
  };
}

async function laneOut(db: Database, caller: Caller, row: LaneRow, places: Map<number, LocationRow>) {
  const search = laneBoardSearch({
    originLocationId: row.origin_location_id,
    originRadius: row.origin_radius,
    destinationLocationId: row.destination_location_id,
    destinationRadius: row.destination_radius,
    equipmentTypes: row.equipment_types,
  });
  return {
    id: row.id,
    origin: locationOut(place(places, row.origin_location_id)),
    originRadius: row.origin_radius,
    destination: locationOut(place(places, row.destination_location_id)),
    destinationRadius: row.destination_radius,
    equipmentTypes: row.equipment_types,
    savedAt: row.saved_at.toISOString(),
    matchCount: await matchCount(db, caller, places, search),
  };
}

const refused = (problems: Record<string, AnswerSaid>) =>
  invalid(Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])));

/** An id naming no quotable location, keyed (ADR 048); its English is domain's `postingMessages.unknownLocation`. */
const unknownLocation = (id: number) => answer('answer.loadBoard.unknownLocation', { id });

/**
 * Domain's truck rules with "today" where the truck is empty (the dispatcher posts a truck in
 * Chicago by Chicago's calendar), plus ids that name no quotable location; 400 with each field's message.
 */
async function checkTruck(db: Database, body: TruckInputBody): Promise<void> {
  const places = await locations(db, [body.emptyLocationId, body.destinationLocationId ?? null]);
  const zone =
    body.emptyLocationId === null
      ? 'America/Chicago'
      : (places.get(body.emptyLocationId)?.iana_timezone ?? 'America/Chicago');
  const input = {
    equipmentType: body.equipmentType,
    emptyLocationId: body.emptyLocationId,
    emptyOn: body.emptyOn,
    emptyRadius: body.emptyRadius ?? 0,
    destinationLocationId: body.destinationLocationId ?? null,
    destinationRadius: body.destinationRadius ?? 0,
  };
  const problems: Record<string, AnswerSaid> = truckProblems(input, dayInZone(new Date(), zone));
  for (const field of ['emptyLocationId', 'destinationLocationId'] as const) {
    const id = input[field];
    if (id !== null && problems[field] === undefined && !places.has(id))
      problems[field] = unknownLocation(id);
  }
  if (Object.keys(problems).length > 0) throw refused(problems);
}

/** Ids of a lane that name no quotable location: 400 on the field (domain's rules ran in the body schema). */
async function checkLane(db: Database, body: LaneInputBody): Promise<void> {
  const ids = { originLocationId: body.originLocationId, destinationLocationId: body.destinationLocationId };
  const places = await locations(db, Object.values(ids));
  const problems: Record<string, AnswerSaid> = {};
  for (const [field, id] of Object.entries(ids))
    if (id !== null && !places.has(id)) problems[field] = unknownLocation(id);
  if (Object.keys(problems).length > 0) throw refused(problems);
}

/** Refuses (409) a company's posting past domain's {@link postingLimit}. */
async function assertRoom(db: Database, caller: Caller, table: 'posted_trucks' | 'saved_lanes') {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE company_id = $1`,
    [caller.companyId],
  );
  if ((rows[0]?.n ?? 0) >= postingLimit)
    throw new HttpError(
      409,
      table === 'posted_trucks' ? postingMessages.trucksFull : postingMessages.lanesFull,
    );
}

async function oneTruck(db: Database, caller: Caller, id: string) {
  const { rows } = await db.query<TruckRow>(
    `SELECT ${truckColumns} FROM posted_trucks WHERE id = $1 AND company_id = $2`,
    [id, caller.companyId],
  );
  const row = rows[0];
  // Another company's truck is "not found", so its existence stays hidden.
  if (!row) throw notFound('The posted truck');
  return truckOut(db, caller, row, await locations(db, [row.empty_location_id, row.destination_location_id]));
}

async function oneLane(db: Database, caller: Caller, id: string) {
  const { rows } = await db.query<LaneRow>(
    `SELECT ${laneColumns} FROM saved_lanes WHERE id = $1 AND company_id = $2`,
    [id, caller.companyId],
  );
  const row = rows[0];
  if (!row) throw notFound('The saved lane');
  return laneOut(db, caller, row, await locations(db, [row.origin_location_id, row.destination_location_id]));
}

const truckValues = (body: TruckInputBody) => [
  body.equipmentType,
  body.emptyLocationId,
  body.emptyOn,
  body.emptyRadius,
  body.destinationLocationId ?? null,
  body.destinationRadius,
];
const laneValues = (body: LaneInputBody) => [
  body.originLocationId,
  body.originRadius,
  body.destinationLocationId,
  body.destinationRadius,
  body.equipmentTypes ?? null,
];

/** Posted trucks and saved lanes of the caller's company, with their match counts (ADR 037). */
export function postingRoutes(app: Hono<AppEnv>): void {
  const { trucks, lanes } = contract;

  mount(app, trucks.list, async ({ services: { db }, caller }) => {
    const { rows } = await db.query<TruckRow>(
      `SELECT ${truckColumns} FROM posted_trucks WHERE company_id = $1 ORDER BY empty_on, posted_at, id`,
      [caller.companyId],
    );
    const places = await locations(
      db,
      rows.flatMap((r) => [r.empty_location_id, r.destination_location_id]),
    );
    const items = [];
    // One indexed count per truck, one after the other (an embedded database runs one query at a time).
    for (const row of rows) items.push(await truckOut(db, caller, row, places));
    return { items, totalCount: items.length, page: 1, pageSize: postingLimit };
  });

  mount(app, trucks.create, async ({ services: { db }, caller, body }) => {
    await assertRoom(db, caller, 'posted_trucks');
    await checkTruck(db, body);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO posted_trucks (company_id, equipment_type, empty_location_id, empty_on, empty_radius,
                                  destination_location_id, destination_radius)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [caller.companyId, ...truckValues(body)],
    );
    return oneTruck(db, caller, rows[0]?.id ?? '');
  });

  mount(app, trucks.update, async ({ services: { db }, caller, params, body }) => {
    await oneTruck(db, caller, params.id);
    await checkTruck(db, body);
    await db.query(
      `UPDATE posted_trucks SET equipment_type = $3, empty_location_id = $4, empty_on = $5, empty_radius = $6,
              destination_location_id = $7, destination_radius = $8
        WHERE id = $1 AND company_id = $2`,
      [params.id, caller.companyId, ...truckValues(body)],
    );
    return oneTruck(db, caller, params.id);
  });

  mount(app, trucks.remove, async ({ services: { db }, caller, params }) => {
    const { rows } = await db.query<{ id: string }>(
      'DELETE FROM posted_trucks WHERE id = $1 AND company_id = $2 RETURNING id',
      [params.id, caller.companyId],
    );
    if (!rows[0]) throw notFound('The posted truck');
    return { id: rows[0].id };
  });

  mount(app, lanes.list, async ({ services: { db }, caller }) => {
    const { rows } = await db.query<LaneRow>(
      `SELECT ${laneColumns} FROM saved_lanes WHERE company_id = $1 ORDER BY saved_at, id`,
      [caller.companyId],
    );
    const places = await locations(
      db,
      rows.flatMap((r) => [r.origin_location_id, r.destination_location_id]),
    );
    const items = [];
    for (const row of rows) items.push(await laneOut(db, caller, row, places));
    return { items, totalCount: items.length, page: 1, pageSize: postingLimit };
  });

  mount(app, lanes.create, async ({ services: { db }, caller, body }) => {
    await assertRoom(db, caller, 'saved_lanes');
    await checkLane(db, body);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO saved_lanes (company_id, origin_location_id, origin_radius, destination_location_id,
                                destination_radius, equipment_types)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [caller.companyId, ...laneValues(body)],
    );
    return oneLane(db, caller, rows[0]?.id ?? '');
  });

  mount(app, lanes.update, async ({ services: { db }, caller, params, body }) => {
    await oneLane(db, caller, params.id);
    await checkLane(db, body);
    await db.query(
      `UPDATE saved_lanes SET origin_location_id = $3, origin_radius = $4, destination_location_id = $5,
              destination_radius = $6, equipment_types = $7
        WHERE id = $1 AND company_id = $2`,
      [params.id, caller.companyId, ...laneValues(body)],
    );
    return oneLane(db, caller, params.id);
  });

  mount(app, lanes.remove, async ({ services: { db }, caller, params }) => {
    const { rows } = await db.query<{ id: string }>(
      'DELETE FROM saved_lanes WHERE id = $1 AND company_id = $2 RETURNING id',
      [params.id, caller.companyId],
    );
    if (!rows[0]) throw notFound('The saved lane');
    return { id: rows[0].id };
  });
}

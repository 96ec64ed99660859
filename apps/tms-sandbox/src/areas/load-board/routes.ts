import { contract, type EndpointQuery, type QuotableLocation } from '@freightkit/api';
import {
  answer,
  boundingBox,
  decodeEquipmentTypes,
  ratePerMile,
  ShipmentStatus,
  type GeoPoint,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';

/** A quotable location as the table holds it. */
export interface LocationRow {
  id: number;
  kind: 'district' | 'zip';
  country: 'US' | 'CA';
  city: string;
  state: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  iana_timezone: string;
}

/** A place row in the contract's shape; `name` is how a person reads it. */
export function locationOut(row: LocationRow): QuotableLocation {
  const place = `${row.city}, ${row.state}`;
  return {
    id: row.id,
    type: row.kind,
    name: row.kind === 'zip' ? `${row.postal_code} ${place}` : place,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    ianaTimezone: row.iana_timezone,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface FreightRow {
  id: string;
  shipment_number: string;
  customer_name: string;
  shipping_mode: number;
  equipment_mode: number;
  equipment_types: number;
  service_level: number;
  stop_count: number;
  miles: number | null;
  weight_lbs: number | null;
  rate: number;
  origin_deadhead: number | null;
  destination_deadhead: number | null;
  [column: string]: unknown;
}

const endOut = (row: FreightRow, end: 'origin' | 'destination') => {
  const [early, late] =
    end === 'origin' ? ['pickup_early', 'pickup_late'] : ['delivery_early', 'delivery_late'];
  return {
    city: row[`${end}_city`] as string,
    state: row[`${end}_state`] as string,
    postalCode: row[`${end}_postal_code`] as string,
    latitude: row[`${end}_latitude`] as number,
    longitude: row[`${end}_longitude`] as number,
    ianaTimezone: row[`${end}_timezone`] as string,
    early: (row[early] as Date).toISOString(),
    late: (row[late] as Date).toISOString(),
  };
};

const roundMiles = (miles: number | null) => (miles === null ? null : Math.round(miles));

/** A board row in the contract's shape. */
function freightOut(row: FreightRow) {
  return {
    id: row.id,
    shipmentNumber: row.shipment_number,
    customerName: row.customer_name,
    shippingMode: row.shipping_mode as 0,
    equipmentMode: row.equipment_mode as 0,
    equipmentTypes: row.equipment_types,
    serviceLevel: row.service_level as 0,
    origin: endOut(row, 'origin'),
    destination: endOut(row, 'destination'),
    stopCount: row.stop_count,
    miles: row.miles,
    weightLbs: row.weight_lbs,
    rate: row.rate,
    ratePerMile: ratePerMile(row.rate, row.miles),
    currency: 'USD' as const,
    originDeadheadMiles: roundMiles(row.origin_deadhead),
    destinationDeadheadMiles: roundMiles(row.destination_deadhead),
  };
}

/** The columns of a {@link LocationRow}. */
export const locationColumns =
  'id, kind, country, city, state, postal_code, latitude, longitude, iana_timezone';

/** The place a search names by id; an unknown id is bad input (400 naming the field), not a missing page. */
export async function locationById(db: Database, id: number, field: string): Promise<LocationRow> {
  const { rows } = await db.query<LocationRow>(
    `SELECT ${locationColumns} FROM quotable_locations WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw invalid({ [field]: [answer('answer.loadBoard.unknownLocation', { id })] });
  return row;
}

/** Loads on the board the caller may see: open to every carrier, or offered to the caller's company. */
const visibleTo = (param: string) => `(af.company_id IS NULL OR af.company_id = ${param})`;

/**
 * The filters of one board search with each end resolved to a point: what the list call, a posted
 * truck's and a saved lane's match count (ADR 037) all run through {@link boardConditions}.
 */
export interface BoardFilter {
  readonly originPoint: GeoPoint | null;
  readonly originRadius: number;
  readonly destinationPoint: GeoPoint | null;
  readonly destinationRadius: number;
  readonly pickupFrom?: string | undefined;
  readonly pickupTo?: string | undefined;
  readonly equipmentTypes?: number | undefined;
  readonly shippingModes?: readonly number[] | undefined;
}

/**
 * The WHERE conditions of a board search (ADR 026): each end given is first narrowed by a range scan
 * of its (latitude, longitude) index over the circle's bounding box, then kept only within the exact
 * great-circle radius; nothing is filtered in JavaScript. `add` binds a parameter and names it.
 */
function boardConditions(caller: Caller, filter: BoardFilter, add: (value: unknown) => string) {
  const where = [visibleTo(add(caller.companyId))];
  const deadhead: Record<'origin' | 'destination', string> = {
    origin: 'NULL::float8',
    destination: 'NULL::float8',
  };
  const ends = { origin: filter.originPoint, destination: filter.destinationPoint };
  for (const end of ['origin', 'destination'] as const) {
    const point = ends[end];
    if (point === null) continue;
    const miles = end === 'origin' ? filter.originRadius : filter.destinationRadius;
    const box = boundingBox(point, miles);
    const [lat, lon] = [`af.${end}_latitude`, `af.${end}_longitude`];
    deadhead[end] =
      `great_circle_miles(${add(point.latitude)}::float8, ${add(point.longitude)}::float8, ${lat}, ${lon})`;
    where.push(
      `${lat} BETWEEN ${add(box.minLatitude)}::float8 AND ${add(box.maxLatitude)}::float8`,
      `${lon} BETWEEN ${add(box.minLongitude)}::float8 AND ${add(box.maxLongitude)}::float8`,
      `${deadhead[end]} <= ${add(miles)}::float8`,
    );
  }
  // Pickup dates are days where the load is picked up, as the dispatcher reads them on the load.
  const pickupDay = '(af.pickup_early AT TIME ZONE af.origin_timezone)::date';
  if (filter.pickupFrom !== undefined) where.push(`${pickupDay} >= ${add(filter.pickupFrom)}::date`);
  if (filter.pickupTo !== undefined) where.push(`${pickupDay} <= ${add(filter.pickupTo)}::date`);
  // Any of the asked types: the flags' overlap, which the GIN index on the load's flags answers
  // (migration 002); the same rule as `equipment_types & mask <> 0` for every known bit.
  if (filter.equipmentTypes !== undefined)
    where.push(
      `equipment_type_flags(af.equipment_types) && ${add(decodeEquipmentTypes(filter.equipmentTypes))}::int[]`,
    );
  if (filter.shippingModes?.length) where.push(`af.shipping_mode = ANY(${add(filter.shippingModes)}::int[])`);
  return { where, deadhead };
}

const binder = () => {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  return { params, add };
};

/** How many loads the board shows the caller for a search: the total of the same list call. */
export async function countBoard(db: Database, caller: Caller, filter: BoardFilter): Promise<number> {
  const { params, add } = binder();
  const { where } = boardConditions(caller, filter, add);
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM available_freight af WHERE ${where.join(' AND ')}`,
    params,
  );
  return rows[0]?.total ?? 0;
}

/** The board search (ADR 026): {@link boardConditions}, sorted and paged, in one SQL statement. */
async function searchBoard(db: Database, caller: Caller, query: ParsedQuery) {
  const { params, add } = binder();
  const { where, deadhead } = boardConditions(caller, query, add);
  const direction = query.sortDirection === 'desc' ? 'DESC' : 'ASC';
  const sortKey = {
    pickupDate: 'af.pickup_early',
    distance: query.originPoint === null ? 'af.miles' : 'origin_deadhead',
    ratePerMile: 'af.rate / NULLIF(af.miles, 0)',
  }[query.sortProperty];
  const limit = add(query.pageSize);
  const offset = add((query.page - 1) * query.pageSize);
  const { rows } = await db.query<FreightRow & { total: number }>(
    `SELECT af.*, af.rate::float8 AS rate, ${deadhead.origin} AS origin_deadhead,
            ${deadhead.destination} AS destination_deadhead, count(*) OVER ()::int AS total
       FROM available_freight af
      WHERE ${where.join(' AND ')}
      ORDER BY ${sortKey} ${direction} NULLS LAST, af.pickup_early, af.shipment_number
      LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return { items: rows.map(freightOut), totalCount: rows[0]?.total ?? 0 };
}

/** The list query with each end resolved to a point. */
type ParsedQuery = EndpointQuery<typeof contract.loadBoard.availableShipments> & {
  originPoint: GeoPoint | null;
  destinationPoint: GeoPoint | null;
};

/** Quotable-location search, the board list and one load of the board. */
export function loadBoardRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.loadBoard.quotableLocations, async ({ services, query }) => {
    const params: unknown[] = [query.types];
    const where = ['kind = ANY($1::text[])'];
    const q = query.q;
    if (/^\d/.test(q)) {
      // Digits: a ZIP code's first digits (a city carries a representative ZIP code, not a searchable one).
      params.push(`${escapeLike(q.replace(/\s+/g, ''))}%`);
      where.push(`kind = 'zip' AND postal_code LIKE $${params.length}`);
    } else {
      // "Spring" or "Springfield, IL": the city's first letters, and the state when given after a comma.
      const [city = '', state = ''] = q.split(',').map((part) => part.trim());
      params.push(`${escapeLike(city.toLowerCase())}%`);
      where.push(`lower(city) LIKE $${params.length}`);
      if (state !== '') {
        params.push(state.toUpperCase());
        where.push(`state = $${params.length}`);
      }
    }
    params.push(query.pageSize, (query.page - 1) * query.pageSize);
    const { rows } = await services.db.query<LocationRow & { total: number }>(
      `SELECT ${locationColumns}, count(*) OVER ()::int AS total FROM quotable_locations
        WHERE ${where.join(' AND ')}
        ORDER BY kind, population DESC, city, state, postal_code
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return {
      items: rows.map(locationOut),
      totalCount: rows[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, contract.loadBoard.availableShipments, async ({ services, caller, query }) => {
    const { db } = services;
    const origin =
      query.originLocationId === undefined
        ? null
        : await locationById(db, query.originLocationId, 'originLocationId');
    const destination =
      query.destinationLocationId === undefined
        ? null
        : await locationById(db, query.destinationLocationId, 'destinationLocationId');
    const point = (
      row: LocationRow | null,
      lat: number | undefined,
      lon: number | undefined,
    ): GeoPoint | null =>
      row ?? (lat !== undefined && lon !== undefined ? { latitude: lat, longitude: lon } : null);
    const found = await searchBoard(db, caller, {
      ...query,
      originPoint: point(origin, query.originLatitude, query.originLongitude),
      destinationPoint: point(destination, query.destinationLatitude, query.destinationLongitude),
    });
    return {
      ...found,
      page: query.page,
      pageSize: query.pageSize,
      origin: origin && locationOut(origin),
      destination: destination && locationOut(destination),
    };
  });

  mount(app, contract.loadBoard.availableShipment, async ({ services, caller, params }) => {
    const { rows } = await services.db.query<FreightRow>(
      `SELECT af.*, af.rate::float8 AS rate, NULL::float8 AS origin_deadhead, NULL::float8 AS destination_deadhead
         FROM available_freight af WHERE af.shipment_number = $2 AND ${visibleTo('$1')}`,
      [caller.companyId, params.shipmentNumber],
    );
    const row = rows[0];
    if (!row) throw notFound('The load on the board');
    return freightOut(row);
  });

  mount(app, contract.loadBoard.reloadOrigin, async ({ services, caller, params }) => {
    const { db } = services;
    const number = params.shipmentNumber;
    const onBoard = await db.query<FreightRow>(
      `SELECT af.*, af.rate::float8 AS rate, NULL::float8 AS origin_deadhead, NULL::float8 AS destination_deadhead
         FROM available_freight af WHERE af.shipment_number = $2 AND ${visibleTo('$1')}`,
      [caller.companyId, number],
    );
    const load = onBoard.rows[0];
    if (load) {
      const { late: _late, ...destination } = endOut(load, 'destination');
      return { shipmentNumber: number, onBoard: true, destination };
    }
    // One of the caller's own shipments (booked, on the road, delivered): where its last stop is.
    const own = await db.query<{ city: string; state: string; postal_code: string; early: Date }>(
      `SELECT st.city, st.state, st.postal_code, st.early
         FROM shipments s
         JOIN LATERAL (SELECT * FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence DESC LIMIT 1) st
           ON true
        WHERE s.shipment_number = $1 AND s.company_id = $2 AND s.status <> $3`,
      [number, caller.companyId, ShipmentStatus.Voided],
    );
    const stop = own.rows[0];
    if (!stop) throw notFound('The shipment');
    // Placed as the board places the carriers' own loads (seed): by ZIP code, else by city.
    const place = await db.query<LocationRow>(
      `SELECT ${locationColumns} FROM quotable_locations
        WHERE (kind = 'zip' AND postal_code = left($1, 5))
           OR (kind = 'district' AND lower(city) = lower($2) AND state = $3)
        ORDER BY (kind = 'zip') DESC, population DESC LIMIT 1`,
      [stop.postal_code, stop.city, stop.state],
    );
    const at = place.rows[0];
    if (!at) throw notFound('The place where the shipment delivers');
    return {
      shipmentNumber: number,
      onBoard: false,
      destination: {
        city: stop.city,
        state: stop.state,
        postalCode: stop.postal_code,
        latitude: at.latitude,
        longitude: at.longitude,
        ianaTimezone: at.iana_timezone,
        early: stop.early.toISOString(),
      },
    };
  });
}

import type { AvailableShipmentsQuery } from '@freightkit/api';
import {
  allEquipmentTypesMask,
  availableFreightSorts,
  availableShipmentRadiusMiles,
  listPageSize,
  maxSearchRadiusMiles,
  shippingModes,
  type AvailableFreightSort,
  type BoardSearch,
} from '@freightkit/domain';

/** The sort direction of each sort the board offers: soonest, nearest, best paying first. */
export const sortDirections: Readonly<Record<AvailableFreightSort, 'asc' | 'desc'>> = {
  pickupDate: 'asc',
  distance: 'asc',
  ratePerMile: 'desc',
};

/** One end of the search as the address holds it: a quotable location's id and its name, and a radius. */
export interface BoardEnd {
  readonly id: number | null;
  readonly name: string;
  readonly radius: number;
}

/** The board's filters as the address holds them (`?origin=…&originRadius=…`), so links and reloads keep them. */
export interface BoardState {
  readonly origin: BoardEnd;
  readonly destination: BoardEnd;
  readonly pickupFrom: string;
  readonly pickupTo: string;
  /** Equipment types as the spec's bit-flag mask; 0 for any. */
  readonly equipment: number;
  /** A shipping mode, or null for any. */
  readonly mode: number | null;
  readonly sort: AvailableFreightSort;
}

const positiveInt = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
};
const isoDate = (value: string | null) => (value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

function readEnd(params: URLSearchParams, end: 'origin' | 'destination'): BoardEnd {
  const radius = positiveInt(params.get(`${end}Radius`));
  return {
    id: positiveInt(params.get(end)),
    name: params.get(`${end}Name`) ?? '',
    radius: radius !== null && radius <= maxSearchRadiusMiles ? radius : availableShipmentRadiusMiles,
  };
}

/** Reads the board's filters from the address; anything unreadable falls back to its default. */
export function readBoardState(params: URLSearchParams): BoardState {
  const equipment = positiveInt(params.get('equipment'));
  const mode = params.get('mode');
  const sort = params.get('sort');
  return {
    origin: readEnd(params, 'origin'),
    destination: readEnd(params, 'destination'),
    pickupFrom: isoDate(params.get('from')),
    pickupTo: isoDate(params.get('to')),
    equipment: equipment !== null && equipment <= allEquipmentTypesMask ? equipment : 0,
    mode: mode !== null && mode !== '' && shippingModes.is(Number(mode)) ? Number(mode) : null,
    sort: availableFreightSorts.find((s) => s === sort) ?? 'pickupDate',
  };
}

/** A point the board searches around when no origin place is chosen (a reload's start). */
export interface BoardPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * The list query (without the page) for the board's filters. `reloadFrom`, the point where a load
 * delivers (`/reloads?search={shipmentNumber}`), is the origin while no origin place is chosen.
 */
export function boardQuery(
  state: BoardState,
  reloadFrom: BoardPoint | null = null,
): Omit<AvailableShipmentsQuery, 'page'> {
  const swapped = state.pickupFrom !== '' && state.pickupTo !== '' && state.pickupFrom > state.pickupTo;
  const [from, to] = swapped ? [state.pickupTo, state.pickupFrom] : [state.pickupFrom, state.pickupTo];
  return {
    pageSize: listPageSize,
    ...(state.origin.id !== null
      ? { originLocationId: state.origin.id, originRadius: state.origin.radius }
      : reloadFrom !== null
        ? {
            originLatitude: reloadFrom.latitude,
            originLongitude: reloadFrom.longitude,
            originRadius: state.origin.radius,
          }
        : {}),
    ...(state.destination.id === null
      ? {}
      : { destinationLocationId: state.destination.id, destinationRadius: state.destination.radius }),
    ...(from === '' ? {} : { pickupFrom: from }),
    ...(to === '' ? {} : { pickupTo: to }),
    ...(state.equipment === 0 ? {} : { equipmentTypes: state.equipment }),
    ...(state.mode === null ? {} : { shippingModes: [state.mode as 0] }),
    sortProperty: state.sort,
    sortDirection: sortDirections[state.sort],
  };
}

/**
 * The board's address for a posted truck's or saved lane's search (domain's `truckBoardSearch` /
 * `laneBoardSearch`): the same filters the back end counted, so the board opens on those loads.
 */
export function boardHref(
  search: BoardSearch,
  names: { readonly origin: string; readonly destination: string | null },
): string {
  const params = new URLSearchParams();
  params.set('origin', String(search.originLocationId));
  params.set('originName', names.origin);
  params.set('originRadius', String(search.originRadius));
  if (search.destinationLocationId !== null) {
    params.set('destination', String(search.destinationLocationId));
    params.set('destinationName', names.destination ?? '');
    params.set('destinationRadius', String(search.destinationRadius));
  }
  if (search.pickupFrom !== null) params.set('from', search.pickupFrom);
  if (search.equipmentTypes !== null) params.set('equipment', String(search.equipmentTypes));
  return `/available-freight?${params.toString()}`;
}

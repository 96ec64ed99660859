import { availableShipmentRadiusMiles } from '../constants/limits.ts';

/** Kinds of quotable location the search looks in (spec 1 §7 "types (district, zip)"). */
export const quotableLocationTypes = ['district', 'zip'] as const;
/** One kind of quotable location: a city (district) or a postal code (zip). */
export type QuotableLocationType = (typeof quotableLocationTypes)[number];

/** The widest radius the board searches around a place, in miles (a day's drive and a half). */
export const maxSearchRadiusMiles = 500;

/** Radii the board offers, in miles; the spec's default (100, spec 1 §9) is among them. */
export const searchRadiusChoices: readonly number[] = [
  25,
  50,
  75,
  availableShipmentRadiusMiles,
  150,
  200,
  300,
];

/** Sort orders of the available-freight list: pickup date, distance, rate per mile. */
export const availableFreightSorts = ['pickupDate', 'distance', 'ratePerMile'] as const;
/** One sort order of the available-freight list. */
export type AvailableFreightSort = (typeof availableFreightSorts)[number];

/**
 * The rate per mile of a load in dollars, rounded to the cent, or null when its miles are unknown or
 * zero (a load without miles sorts last rather than first).
 */
export function ratePerMile(rate: number, miles: number | null): number | null {
  if (miles === null || miles <= 0) return null;
  return Math.round((rate / miles) * 100) / 100;
}

/**
 * Road miles estimated from great-circle miles: trucks do not fly; 1.18 is the usual circuity
 * factor of the North American road network for long-haul lanes. Used where a load carries no
 * planned miles (the seed) so the rate per mile is realistic.
 */
export function estimatedRoadMiles(greatCircle: number): number {
  return Math.round(greatCircle * 1.18);
}

/** English messages of the available-freight search's input checks (the sandbox answers them with 400). */
export const availableFreightSearchMessages = {
  pointNeedsBoth: 'Give both a latitude and a longitude, or neither.',
  latitude: 'A latitude is between -90 and 90.',
  longitude: 'A longitude is between -180 and 180.',
  radius: `A radius is between 1 and ${maxSearchRadiusMiles} miles.`,
  placeAndPoint: 'Give a quotable location or a point, not both.',
  pickupRange: 'The earliest pickup date must be on or before the latest.',
  date: 'A date is written YYYY-MM-DD.',
} as const;

import { canadianPostalCodePattern } from '../orders/payloads.ts';

/**
 * Where a Canadian postal code is, closely enough to price a lane (ADR 053, amended 2026-11-27).
 *
 * The shipped place table has Canadian cities but no Canadian postal codes: no openly licensed
 * set of them is on a registry the project installs from (ADR 026). A code's first letter is its
 * postal district and its first two characters narrow it to a city for the larger urban areas, both
 * as Canada Post assigns them. So a code is placed at the city of its first two characters when the
 * table below names one, else at its district's main city: K1A 0B1 is Ottawa (not Toronto, the
 * province's largest city, as this once answered), H7N is Laval, X0A is Iqaluit in Nunavut.
 */

/** A city of the shipped place table and its province. */
export interface CanadianPostalPlace {
  readonly city: string;
  readonly province: string;
}

const place = (city: string, province: string): CanadianPostalPlace => ({ city, province });

/** Each postal district's main city (the first letter of a code). */
const districtPlaces: Readonly<Record<string, CanadianPostalPlace>> = {
  A: place("St. John's", 'NL'),
  B: place('Halifax', 'NS'),
  C: place('Charlottetown', 'PE'),
  E: place('Moncton', 'NB'),
  G: place('Québec', 'QC'), // Eastern Quebec
  H: place('Montréal', 'QC'), // Metropolitan Montréal
  J: place('Gatineau', 'QC'), // Western Quebec
  K: place('Ottawa', 'ON'), // Eastern Ontario
  L: place('Mississauga', 'ON'), // Central Ontario
  M: place('Toronto', 'ON'), // Metropolitan Toronto
  N: place('London', 'ON'), // Southwestern Ontario
  P: place('Greater Sudbury', 'ON'), // Northern Ontario
  R: place('Winnipeg', 'MB'),
  S: place('Saskatoon', 'SK'),
  T: place('Calgary', 'AB'),
  V: place('Vancouver', 'BC'),
  X: place('Yellowknife', 'NT'), // Northwest Territories and Nunavut
  Y: place('Whitehorse', 'YT'),
};

/** Cities whose codes all share their first two characters, where that differs from the district's city. */
const areaPlaces: Readonly<Record<string, CanadianPostalPlace>> = {
  A1: place("St. John's", 'NL'),
  B3: place('Halifax', 'NS'),
  G1: place('Québec', 'QC'),
  G2: place('Québec', 'QC'),
  H7: place('Laval', 'QC'),
  J4: place('Longueuil', 'QC'),
  J8: place('Gatineau', 'QC'),
  K1: place('Ottawa', 'ON'),
  K2: place('Ottawa', 'ON'),
  K7: place('Kingston', 'ON'),
  L5: place('Mississauga', 'ON'),
  L8: place('Hamilton', 'ON'),
  N2: place('Kitchener', 'ON'),
  N6: place('London', 'ON'),
  N9: place('Windsor', 'ON'),
  P3: place('Greater Sudbury', 'ON'),
  P7: place('Thunder Bay', 'ON'),
  R2: place('Winnipeg', 'MB'),
  R3: place('Winnipeg', 'MB'),
  S7: place('Saskatoon', 'SK'),
  T2: place('Calgary', 'AB'),
  T3: place('Calgary', 'AB'),
  T5: place('Edmonton', 'AB'),
  T6: place('Edmonton', 'AB'),
  V5: place('Vancouver', 'BC'),
  V6: place('Vancouver', 'BC'),
  V8: place('Victoria', 'BC'),
};

/** Nunavut's codes share district X with the Northwest Territories: X0A, X0B and X0C are Nunavut's. */
const nunavutAreas = new Set(['X0A', 'X0B', 'X0C']);

/**
 * The city a Canadian postal code is placed at and its province; `undefined` for anything that is not
 * a Canadian postal code (a ZIP code, a typo, a district letter Canada Post does not use).
 *
 * @example placeOfCanadianPostalCode('K1A 0B1') // { city: 'Ottawa', province: 'ON' }
 */
export function placeOfCanadianPostalCode(postalCode: string): CanadianPostalPlace | undefined {
  const code = postalCode.trim().toUpperCase();
  if (!canadianPostalCodePattern.test(code)) return undefined;
  if (nunavutAreas.has(code.slice(0, 3))) return place('Iqaluit', 'NU');
  return areaPlaces[code.slice(0, 2)] ?? districtPlaces[code.charAt(0)];
}

/** The province (or territory) of a Canadian postal code; `undefined` for anything else. */
export function provinceOfCanadianPostalCode(postalCode: string): string | undefined {
  return placeOfCanadianPostalCode(postalCode)?.province;
}

/** Kinds of supported address regions (spec 1 §3, spec 2 §5). */
export type RegionKind = 'state' | 'territory' | 'armedForces' | 'province';

/** One supported region: its postal abbreviation, name, country and kind. */
export interface Region {
  readonly code: string;
  readonly name: string;
  readonly country: 'US' | 'CA';
  readonly kind: RegionKind;
}

const us = (kind: RegionKind, pairs: string): Region[] =>
  pairs.split('|').map((pair) => {
    const [code = '', name = ''] = pair.split(':');
    return { code, name, country: 'US', kind };
  });

/** US states and the District of Columbia. */
export const usStates: readonly Region[] = us(
  'state',
  'AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|CT:Connecticut|DE:Delaware|' +
    'DC:District of Columbia|FL:Florida|GA:Georgia|HI:Hawaii|ID:Idaho|IL:Illinois|IN:Indiana|IA:Iowa|' +
    'KS:Kansas|KY:Kentucky|LA:Louisiana|ME:Maine|MD:Maryland|MA:Massachusetts|MI:Michigan|MN:Minnesota|' +
    'MS:Mississippi|MO:Missouri|MT:Montana|NE:Nebraska|NV:Nevada|NH:New Hampshire|NJ:New Jersey|' +
    'NM:New Mexico|NY:New York|NC:North Carolina|ND:North Dakota|OH:Ohio|OK:Oklahoma|OR:Oregon|' +
    'PA:Pennsylvania|RI:Rhode Island|SC:South Carolina|SD:South Dakota|TN:Tennessee|TX:Texas|UT:Utah|' +
    'VT:Vermont|VA:Virginia|WA:Washington|WV:West Virginia|WI:Wisconsin|WY:Wyoming',
);

/** US territories. */
export const usTerritories: readonly Region[] = us(
  'territory',
  'AS:American Samoa|GU:Guam|MP:Northern Mariana Islands|PR:Puerto Rico|VI:U.S. Virgin Islands|' +
    'UM:U.S. Minor Outlying Islands|FM:Federated States of Micronesia|MH:Marshall Islands|PW:Palau',
);

/** US armed forces postal areas. */
export const armedForcesAreas: readonly Region[] = us(
  'armedForces',
  'AA:Armed Forces Americas|AE:Armed Forces Europe|AP:Armed Forces Pacific',
);

/** Canadian provinces and territories. */
export const canadianProvinces: readonly Region[] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
].map(([code = '', name = '']) => ({ code, name, country: 'CA', kind: 'province' }));

/** Every supported region: US states, territories, armed forces areas and Canadian provinces. */
export const supportedRegions: readonly Region[] = [
  ...usStates,
  ...usTerritories,
  ...armedForcesAreas,
  ...canadianProvinces,
];

/** Looks a region up by abbreviation, ignoring case and surrounding spaces. */
export function findRegion(code: string | null | undefined): Region | undefined {
  const wanted = (code ?? '').trim().toUpperCase();
  return supportedRegions.find((r) => r.code === wanted);
}

/** Time-zone abbreviations of the US and Canada → IANA zones (spec 1 §3). */
export const timeZoneAbbreviations: Readonly<Record<string, string>> = {
  NST: 'America/St_Johns',
  NDT: 'America/St_Johns',
  AST: 'America/Halifax',
  ADT: 'America/Halifax',
  EST: 'America/New_York',
  EDT: 'America/New_York',
  ET: 'America/New_York',
  CST: 'America/Chicago',
  CDT: 'America/Chicago',
  CT: 'America/Chicago',
  MST: 'America/Denver',
  MDT: 'America/Denver',
  MT: 'America/Denver',
  PST: 'America/Los_Angeles',
  PDT: 'America/Los_Angeles',
  PT: 'America/Los_Angeles',
  AKST: 'America/Anchorage',
  AKDT: 'America/Anchorage',
  HST: 'Pacific/Honolulu',
  HDT: 'Pacific/Honolulu',
  CHST: 'Pacific/Guam',
  SST: 'Pacific/Pago_Pago',
};

/** IANA zone of an abbreviation ('cst' → America/Chicago); `undefined` when unknown. */
export function ianaZoneForAbbreviation(abbreviation: string | null | undefined): string | undefined {
  return timeZoneAbbreviations[(abbreviation ?? '').trim().toUpperCase()];
}

/** A range of US ZIP-3 prefixes and its zone. */
type ZipRange = readonly [from: number, to: number, zone: string];

const ET = 'America/New_York';
const CT = 'America/Chicago';
const MT = 'America/Denver';
const PT = 'America/Los_Angeles';

/**
 * US ZIP-3 prefix ranges → IANA zone, first match wins. An approximation: the table follows state
 * lines and the larger intra-state zone splits (Florida panhandle, western Kentucky and Tennessee,
 * northwest/southwest Indiana, western Nebraska, the Dakotas' west, El Paso, north Idaho, Arizona,
 * eastern Oregon). Single counties on the other side of a line take their prefix's zone.
 */
const zipZones: readonly ZipRange[] = [
  [5, 5, ET],
  [6, 7, 'America/Puerto_Rico'],
  [8, 8, 'America/St_Thomas'],
  [9, 9, 'America/Puerto_Rico'],
  [10, 89, ET],
  [90, 99, 'Europe/Berlin'],
  [100, 322, ET],
  [323, 325, CT],
  [326, 349, ET],
  [350, 369, CT],
  [370, 372, CT],
  [373, 379, ET],
  [380, 397, CT],
  [398, 399, ET],
  [400, 418, ET],
  [420, 427, CT],
  [430, 462, ET],
  [463, 464, CT],
  [465, 475, ET],
  [476, 477, CT],
  [478, 497, ET],
  [498, 499, 'America/Detroit'],
  [500, 568, CT],
  [569, 569, ET],
  [570, 574, CT],
  [575, 577, MT],
  [580, 585, CT],
  [586, 588, MT],
  [590, 599, MT],
  [600, 689, CT],
  [690, 693, MT],
  [700, 797, CT],
  [798, 799, MT],
  [800, 831, MT],
  [832, 837, 'America/Boise'],
  [838, 838, PT],
  [840, 847, MT],
  [850, 865, 'America/Phoenix'],
  [870, 885, MT],
  [889, 961, PT],
  [962, 966, 'Asia/Tokyo'],
  [967, 968, 'Pacific/Honolulu'],
  [969, 969, 'Pacific/Guam'],
  [970, 977, PT],
  [978, 979, 'America/Boise'],
  [980, 994, PT],
  [995, 999, 'America/Anchorage'],
];

/**
 * Canadian postal districts (first letter) → IANA zone, one zone per province; northwestern Ontario (P)
 * and the Territories (X) are approximated by their largest city's zone.
 */
const canadianZones: Readonly<Record<string, string>> = {
  A: 'America/St_Johns',
  B: 'America/Halifax',
  C: 'America/Halifax',
  E: 'America/Moncton',
  G: 'America/Toronto',
  H: 'America/Toronto',
  J: 'America/Toronto',
  K: 'America/Toronto',
  L: 'America/Toronto',
  M: 'America/Toronto',
  N: 'America/Toronto',
  P: 'America/Toronto',
  R: 'America/Winnipeg',
  S: 'America/Regina',
  T: 'America/Edmonton',
  V: 'America/Vancouver',
  X: 'America/Edmonton',
  Y: 'America/Whitehorse',
};

/**
 * The IANA zone of a US ZIP or Canadian postal code, looked up from the first five characters as the
 * spec says (spec 1 §5, spec 2 §5); `undefined` when the code is neither. An approximation, see above:
 * military APO/FPO prefixes map to a representative zone of the area (AE Europe, AP Pacific).
 */
export function timeZoneForPostalCode(postalCode: string | null | undefined): string | undefined {
  const code = (postalCode ?? '').trim().toUpperCase().slice(0, 5);
  if (/^\d{5}$/.test(code)) {
    const prefix = Number(code.slice(0, 3));
    return zipZones.find(([from, to]) => prefix >= from && prefix <= to)?.[2];
  }
  if (/^[ABCEGHJ-NPRSTVXY]\d[A-Z]/.test(code)) return canadianZones[code.charAt(0)];
  return undefined;
}

/** The first letter of each province's postal codes (a province with two, Ontario and Quebec, takes its capital's). */
const provinceDistricts: Readonly<Record<string, string>> = {
  AB: 'T',
  BC: 'V',
  MB: 'R',
  NB: 'E',
  NL: 'A',
  NS: 'B',
  NT: 'X',
  NU: 'X',
  ON: 'M',
  PE: 'C',
  QC: 'G',
  SK: 'S',
  YT: 'Y',
};

/**
 * The IANA zone of a Canadian province, for a place known by city and province but not postal code;
 * the same one-zone-per-province approximation as {@link timeZoneForPostalCode}.
 */
export function timeZoneForProvince(code: string | null | undefined): string | undefined {
  const letter = provinceDistricts[(code ?? '').trim().toUpperCase()];
  return letter === undefined ? undefined : canadianZones[letter];
}

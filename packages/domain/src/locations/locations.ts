import { describeEnum, type EnumValue } from '../enums/describeEnum.ts';
import { isEmailAddress, isPhoneNumber } from '../contacts/contacts.ts';
import { answer, problemTexts, type AnswerMessage, type FieldProblems } from '../messages/answers.ts';
import { canadianPostalCodePattern, countryForPostalCode, zipPattern } from '../orders/payloads.ts';
import { findRegion, timeZoneForPostalCode } from '../regions/regions.ts';

/**
 * Kinds of location (spec 2 §3 `locationType`). The spec names only the default, Warehouse; the others
 * are the kinds a broker's stops are (ADR 051). The value is what is stored and sent.
 */
export const LocationType = {
  Warehouse: 'Warehouse',
  DistributionCenter: 'Distribution Center',
  CrossDock: 'Cross Dock',
  ColdStorage: 'Cold Storage',
  Manufacturer: 'Manufacturer',
  Retail: 'Retail',
  Port: 'Port',
  Other: 'Other',
} as const;
/** A location type value. */
export type LocationType = EnumValue<typeof LocationType>;
/** Labels and lookups of {@link LocationType}. */
export const locationTypes = describeEnum('locationType', LocationType, {
  Warehouse: 'Warehouse',
  DistributionCenter: 'Distribution center',
  CrossDock: 'Cross-dock',
  ColdStorage: 'Cold storage',
  Manufacturer: 'Manufacturer',
  Retail: 'Retail store',
  Port: 'Port or terminal',
  Other: 'Other',
});

/** Default location type (spec 2 §3, §5). */
export const defaultLocationType: LocationType = LocationType.Warehouse;

/** Defaults of a new location (spec 2 §3, §5): a Warehouse, every flag off. */
export const locationDefaults = {
  locationType: defaultLocationType,
  isPrimaryLocation: false,
  lumpersAvailable: false,
  isAppointmentRequired: false,
  overnightParking: false,
} as const;

/** The countries a location can be in (spec 2 §5 "Supported regions": US and Canadian ones). */
export const locationCountries = ['US', 'CA'] as const;
/** A location's country. */
export type LocationCountry = (typeof locationCountries)[number];

/** Longest texts and most list entries of a location (ADR 051). */
export const locationLimits = {
  name: 100,
  address: 200,
  city: 100,
  directions: 2000,
  phoneNumbers: 3,
  ediCodes: 10,
  ediCode: 20,
  /** Dock length in feet: a dock plate to a long apron. */
  dockLengthMin: 1,
  dockLengthMax: 300,
} as const;

/** An EDI code: letters, digits, hyphens and underscores (trading partners' location ids). */
const ediCodePattern = /^[A-Za-z0-9_-]+$/;

/** A phone number of a location: the number and its kind (the order stop's OfficeNumber is one). */
export interface LocationPhone {
  readonly number: string;
  readonly type: 'OfficeNumber' | 'MobileNumber' | 'FaxNumber';
}

/** The kinds of a location's phone number. */
export const locationPhoneTypes = ['OfficeNumber', 'MobileNumber', 'FaxNumber'] as const;

/** What a location create or update carries (spec 2 §3 "Location", without its number and company). */
export interface LocationInput {
  readonly name: string;
  readonly locationType: string;
  readonly isPrimaryLocation: boolean;
  readonly lumpersAvailable: boolean;
  readonly isAppointmentRequired: boolean;
  readonly overnightParking: boolean;
  readonly addressLine1: string;
  readonly addressLine2?: string | null;
  readonly city: string;
  readonly province: string;
  readonly postalCode: string;
  readonly country: string;
  readonly phoneNumbers: readonly LocationPhone[];
  readonly ediCodes: readonly string[];
  readonly email?: string | null;
  /** Length of the dock in feet; null when not recorded. NaN (a number that could not be read) is refused. */
  readonly dockLength: number | null;
  readonly directions?: string | null;
}

/** The fields of a location as its problems name them; list entries are `phoneNumbers.0.number`, `ediCodes.1`. */
export type LocationField =
  | 'name'
  | 'locationType'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'country'
  | 'phoneNumbers'
  | `phoneNumbers.${number}.number`
  | 'ediCodes'
  | `ediCodes.${number}`
  | 'email'
  | 'dockLength'
  | 'directions';

const text = (value: string | null | undefined) => (value ?? '').trim();

/**
 * A location as it is stored (spec 2 §5): texts trimmed, empty optional ones absent (null), the postal
 * code upper-cased, a Canadian postal code setting the country to CA, the province's code upper-cased,
 * EDI codes upper-cased, empty phone numbers and EDI codes dropped.
 */
export function normaliseLocation<T extends LocationInput>(input: T): T {
  const postalCode = text(input.postalCode).toUpperCase();
  const orNull = (value: string | null | undefined) => (text(value) === '' ? null : text(value));
  return {
    ...input,
    name: text(input.name),
    locationType: text(input.locationType) || defaultLocationType,
    addressLine1: text(input.addressLine1),
    addressLine2: orNull(input.addressLine2),
    city: text(input.city),
    province: text(input.province).toUpperCase(),
    postalCode,
    country: countryForPostalCode(postalCode, text(input.country).toUpperCase()) ?? '',
    phoneNumbers: input.phoneNumbers
      .map((p) => ({ ...p, number: text(p.number) }))
      .filter((p) => p.number !== ''),
    ediCodes: input.ediCodes.map((c) => text(c).toUpperCase()).filter((c) => c !== ''),
    email: orNull(input.email),
    directions: orNull(input.directions),
  };
}

/** What is wrong with a postal code in a country (spec 2 §5): ZIP in the US, A1A 1A1 in Canada, a known zone. */
export function locationPostalCodeProblemKey(postalCode: string, country: string): AnswerMessage | null {
  const postal = text(postalCode);
  if (postal === '') return answer('answer.orders.postalRequired');
  const isZip = zipPattern.test(postal);
  const isCanadian = canadianPostalCodePattern.test(postal);
  if (!isZip && !isCanadian) return answer('answer.orders.postalFormat');
  if ((country === 'US' && !isZip) || (country === 'CA' && !isCanadian))
    return answer('answer.locations.postalCountry', { country });
  // Stop times are entered in the location's zone, looked up from its postal code.
  if (timeZoneForPostalCode(postal) === undefined) return answer('answer.orders.postalZone');
  return null;
}

/**
 * What is wrong with a location, by field, as catalog keys (ADR 048): a name; a known type; a street,
 * city, a supported state or province of the location's country (spec 2 §5 "Supported regions"), a
 * postal code of that country whose time zone is known; a well-formed e-mail; dialable phone numbers
 * (at most three); EDI codes of letters and digits, each once (at most ten); a dock length in whole feet;
 * directions of at most 2000 characters. Address texts share the order stop's keys, so a stop and a
 * location say the same about the same mistake.
 *
 * @example locationProblemKeys({ ...location, postalCode: '60607', country: 'CA' }).postalCode?.key // 'answer.locations.postalCountry'
 */
export function locationProblemKeys(input: LocationInput): FieldProblems<LocationField> {
  const problems: FieldProblems<LocationField> = {};
  const name = text(input.name);
  if (name === '') problems.name = answer('answer.locations.nameRequired');
  else if (name.length > locationLimits.name)
    problems.name = answer('answer.locations.nameTooLong', { max: locationLimits.name });
  if (text(input.locationType) !== '' && !locationTypes.is(text(input.locationType)))
    problems.locationType = answer('answer.locations.typeUnknown');

  const line1 = text(input.addressLine1);
  if (line1 === '') problems.addressLine1 = answer('answer.orders.addressRequired');
  else if (line1.length > locationLimits.address)
    problems.addressLine1 = answer('answer.orders.addressTooLong', { max: locationLimits.address });
  if (text(input.addressLine2).length > locationLimits.address)
    problems.addressLine2 = answer('answer.orders.addressTooLong', { max: locationLimits.address });
  const city = text(input.city);
  if (city === '') problems.city = answer('answer.orders.cityRequired');
  else if (city.length > locationLimits.city)
    problems.city = answer('answer.locations.cityTooLong', { max: locationLimits.city });

  // A Canadian postal code sets the country (spec 2 §5), so the country is read as it will be stored.
  const country = countryForPostalCode(input.postalCode, text(input.country).toUpperCase()) ?? '';
  const countryKnown = (locationCountries as readonly string[]).includes(country);
  if (!countryKnown) problems.country = answer('answer.locations.countryUnknown');
  const province = text(input.province);
  const region = findRegion(province);
  if (province === '') problems.province = answer('answer.orders.stateRequired');
  else if (!region) problems.province = answer('answer.orders.stateUnknown');
  else if (countryKnown && region.country !== country)
    problems.province = answer('answer.locations.provinceCountry', { province: region.code, country });
  const postal = locationPostalCodeProblemKey(input.postalCode, countryKnown ? country : '');
  if (postal) problems.postalCode = postal;

  const email = text(input.email);
  if (email !== '' && !isEmailAddress(email)) problems.email = answer('answer.contacts.emailFormat');

  const phones = input.phoneNumbers.filter((p) => text(p.number) !== '');
  if (phones.length > locationLimits.phoneNumbers)
    problems.phoneNumbers = answer('answer.locations.phonesTooMany', { max: locationLimits.phoneNumbers });
  input.phoneNumbers.forEach((phone, index) => {
    const number = text(phone.number);
    if (number !== '' && !isPhoneNumber(number))
      problems[`phoneNumbers.${index}.number`] = answer('answer.contacts.phoneFormat');
  });

  const codes = input.ediCodes.map((c) => text(c).toUpperCase());
  if (codes.filter((c) => c !== '').length > locationLimits.ediCodes)
    problems.ediCodes = answer('answer.locations.ediCodesTooMany', { max: locationLimits.ediCodes });
  codes.forEach((code, index) => {
    if (code === '') return;
    if (code.length > locationLimits.ediCode || !ediCodePattern.test(code))
      problems[`ediCodes.${index}`] = answer('answer.locations.ediCodeFormat', {
        max: locationLimits.ediCode,
      });
    else if (codes.indexOf(code) < index)
      problems[`ediCodes.${index}`] = answer('answer.locations.ediCodeTwice');
  });

  const dock = input.dockLength;
  if (
    dock !== null &&
    (!Number.isInteger(dock) || dock < locationLimits.dockLengthMin || dock > locationLimits.dockLengthMax)
  )
    problems.dockLength = answer('answer.locations.dockLength', {
      min: locationLimits.dockLengthMin,
      max: locationLimits.dockLengthMax,
    });
  if (text(input.directions).length > locationLimits.directions)
    problems.directions = answer('answer.locations.directionsTooLong', { max: locationLimits.directions });
  return problems;
}

/** {@link locationProblemKeys} in English (the back end's model state). */
export function locationProblems(input: LocationInput): Partial<Record<LocationField, string>> {
  return problemTexts(locationProblemKeys(input));
}

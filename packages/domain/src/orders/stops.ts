import { timeZoneForPostalCode } from '../regions/regions.ts';
import { stopDateTimes, type StopTimesInput } from '../shipments/stopInstants.ts';
import {
  cleanReferenceNumbers,
  countryForPostalCode,
  dropEmptyStrings,
  type ReferenceNumber,
} from './payloads.ts';

/** The locationNumber of a manually entered stop (spec 2 §5). */
export const manualLocationNumber = 'N/A';

/** A manually entered stop's address, as typed. */
export interface ManualStopAddress {
  readonly companyName: string;
  readonly addressLine1: string;
  readonly addressLine2?: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly country?: string;
  readonly phone?: string;
  readonly email?: string;
  readonly googleId?: string;
}

/** A stop as the form holds it: an existing location number or a manual address, plus times. */
export interface StopFormValues {
  readonly locationNumber: string;
  readonly ediCode?: string;
  readonly manual?: ManualStopAddress;
  readonly times: StopTimesInput;
  /** Zone for the times; defaults to the one looked up from the postal code. */
  readonly timeZone?: string;
  /** Postal code of an existing location, to look its zone up. */
  readonly postalCode?: string;
  readonly referenceNumbers?: readonly ReferenceNumber[];
  readonly lineItems?: readonly unknown[];
}

/**
 * A manually entered stop's location (spec 2 §5): company name, addresses, city, state, postal code,
 * optional phone of type OfficeNumber, email and googleId; a Canadian postal code sets country CA;
 * empty optional strings are absent.
 */
export function manualStopLocation(address: ManualStopAddress): Record<string, unknown> {
  const phone = address.phone?.trim();
  const country = countryForPostalCode(address.postalCode, address.country);
  return dropEmptyStrings({
    companyName: address.companyName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    ...(country === undefined ? {} : { country }),
    ...(phone ? { phoneNumbers: [{ number: phone, type: 'OfficeNumber' }] } : {}),
    email: address.email,
    googleId: address.googleId,
  });
}

/**
 * Shapes an order stop payload (spec 2 §5): manual stops (locationNumber N/A) carry their location,
 * times are built in the zone of the postal code's first five characters, the appointment is optional,
 * reference numbers with an empty label or value are dropped, empty strings are absent.
 */
export function orderStopPayload(stop: StopFormValues): Record<string, unknown> {
  const manual = stop.locationNumber === manualLocationNumber ? stop.manual : undefined;
  const postalCode = manual ? manual.postalCode : stop.postalCode;
  const zone = stop.timeZone ?? timeZoneForPostalCode(postalCode);
  const times = zone === undefined ? {} : stopDateTimes(stop.times, zone);
  return dropEmptyStrings({
    locationNumber: stop.locationNumber,
    ediCode: stop.ediCode,
    ...(manual ? { location: manualStopLocation(manual) } : {}),
    ...times,
    referenceNumbers: cleanReferenceNumbers(stop.referenceNumbers),
    ...(stop.lineItems ? { lineItems: stop.lineItems } : {}),
  });
}

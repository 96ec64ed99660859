import { describe, expect, it } from 'vitest';
import {
  defaultLocationType,
  locationDefaults,
  locationPostalCodeProblemKey,
  locationProblemKeys,
  locationProblems,
  locationTypes,
  normaliseLocation,
  type LocationInput,
} from './index.ts';

const chicago: LocationInput = {
  name: 'Summit Chicago DC',
  locationType: 'Warehouse',
  isPrimaryLocation: true,
  lumpersAvailable: false,
  isAppointmentRequired: true,
  overnightParking: false,
  addressLine1: '1200 W Lake St',
  addressLine2: '',
  city: 'Chicago',
  province: 'IL',
  postalCode: '60607',
  country: 'US',
  phoneNumbers: [{ number: '+1 312 555 0190', type: 'OfficeNumber' }],
  ediCodes: ['CHI01'],
  email: 'dock@summit.example',
  dockLength: 60,
  directions: 'Enter from Lake St.',
};

const keys = (input: Partial<LocationInput>) =>
  Object.fromEntries(
    Object.entries(locationProblemKeys({ ...chicago, ...input })).map(([f, m]) => [f, m?.key]),
  );

describe('location defaults (spec 2 §5)', () => {
  it('a new location is a Warehouse with every flag off', () => {
    expect(defaultLocationType).toBe('Warehouse');
    expect(locationDefaults).toEqual({
      locationType: 'Warehouse',
      isPrimaryLocation: false,
      lumpersAvailable: false,
      isAppointmentRequired: false,
      overnightParking: false,
    });
    expect(locationTypes.is('Cross Dock')).toBe(true);
    expect(locationTypes.messageKey('Cold Storage')).toBe('enum.locationType.ColdStorage');
  });
});

describe('locationProblemKeys', () => {
  it('accepts a complete US location and a Canadian one', () => {
    expect(locationProblemKeys(chicago)).toEqual({});
    expect(
      locationProblemKeys({
        ...chicago,
        city: 'Toronto',
        province: 'on',
        postalCode: 'm5a 1a6',
        country: 'CA',
      }),
    ).toEqual({});
  });

  it('names each missing required field, reusing the order stop keys for the address', () => {
    expect(
      keys({ name: ' ', addressLine1: '', city: '', province: '', postalCode: '', country: '' }),
    ).toEqual({
      name: 'answer.locations.nameRequired',
      addressLine1: 'answer.orders.addressRequired',
      city: 'answer.orders.cityRequired',
      province: 'answer.orders.stateRequired',
      postalCode: 'answer.orders.postalRequired',
      country: 'answer.locations.countryUnknown',
    });
  });

  it('keeps texts within their limits', () => {
    expect(
      keys({
        name: 'n'.repeat(101),
        addressLine1: 'a'.repeat(201),
        addressLine2: 'b'.repeat(201),
        city: 'c'.repeat(101),
        directions: 'd'.repeat(2001),
      }),
    ).toEqual({
      name: 'answer.locations.nameTooLong',
      addressLine1: 'answer.orders.addressTooLong',
      addressLine2: 'answer.orders.addressTooLong',
      city: 'answer.locations.cityTooLong',
      directions: 'answer.locations.directionsTooLong',
    });
  });

  it('refuses an unknown type and accepts an empty one (the default applies)', () => {
    expect(keys({ locationType: 'Castle' })).toEqual({ locationType: 'answer.locations.typeUnknown' });
    expect(keys({ locationType: '' })).toEqual({});
  });

  it('a Canadian postal code makes the location Canadian (spec 2 §5), so a US state is then wrong', () => {
    expect(keys({ postalCode: 'K1A 0B1' })).toEqual({ province: 'answer.locations.provinceCountry' });
    const problem = locationProblemKeys({ ...chicago, postalCode: 'K1A-0B1' }).province;
    expect(problem?.params).toEqual({ province: 'IL', country: 'CA' });
    expect(locationProblems({ ...chicago, postalCode: 'K1A 0B1' }).province).toBe(
      'IL is not in Canada; check the state or province.',
    );
  });

  it('checks the postal code and the province against the country', () => {
    expect(keys({ country: 'CA', province: 'ON' })).toEqual({ postalCode: 'answer.locations.postalCountry' });
    expect(locationProblems({ ...chicago, country: 'CA', province: 'ON' }).postalCode).toBe(
      'Enter a Canadian postal code like K1A 0B1.',
    );
    expect(keys({ province: 'ON' })).toEqual({ province: 'answer.locations.provinceCountry' });
    expect(keys({ province: 'ZZ' })).toEqual({ province: 'answer.orders.stateUnknown' });
    expect(keys({ postalCode: '6060' })).toEqual({ postalCode: 'answer.orders.postalFormat' });
    expect(keys({ country: 'MX' })).toEqual({ country: 'answer.locations.countryUnknown' });
  });

  it('checks the postal code alone', () => {
    expect(locationPostalCodeProblemKey('60607', 'US')).toBeNull();
    expect(locationPostalCodeProblemKey('60607', 'CA')?.key).toBe('answer.locations.postalCountry');
    expect(locationPostalCodeProblemKey('60607', '')).toBeNull();
    expect(locationPostalCodeProblemKey('00001', 'US')?.key).toBe('answer.orders.postalZone');
  });

  it('checks e-mail, phone numbers, EDI codes and the dock length', () => {
    expect(
      keys({
        email: 'dock@',
        phoneNumbers: [
          { number: '555', type: 'OfficeNumber' },
          { number: '', type: 'FaxNumber' },
        ],
        ediCodes: ['chi01', 'CHI01', 'bad code', ''],
        dockLength: 12.5,
      }),
    ).toEqual({
      email: 'answer.contacts.emailFormat',
      'phoneNumbers.0.number': 'answer.contacts.phoneFormat',
      'ediCodes.1': 'answer.locations.ediCodeTwice',
      'ediCodes.2': 'answer.locations.ediCodeFormat',
      dockLength: 'answer.locations.dockLength',
    });
    const phone = { number: '+1 312 555 0190', type: 'OfficeNumber' } as const;
    expect(
      keys({
        phoneNumbers: [phone, phone, phone, phone],
        ediCodes: Array.from({ length: 11 }, (_, i) => `E${i}`),
        dockLength: 0,
      }),
    ).toEqual({
      phoneNumbers: 'answer.locations.phonesTooMany',
      ediCodes: 'answer.locations.ediCodesTooMany',
      dockLength: 'answer.locations.dockLength',
    });
    expect(keys({ dockLength: Number.NaN })).toEqual({ dockLength: 'answer.locations.dockLength' });
    expect(keys({ dockLength: 301 })).toEqual({ dockLength: 'answer.locations.dockLength' });
    expect(keys({ dockLength: null, email: null, directions: null, addressLine2: null })).toEqual({});
  });
});

describe('normaliseLocation', () => {
  it('trims, drops empty optional texts, upper-cases codes and sets CA from the postal code', () => {
    expect(
      normaliseLocation({
        ...chicago,
        name: ' Dock ',
        locationType: ' ',
        addressLine2: '  ',
        province: ' on ',
        postalCode: ' m5a 1a6 ',
        country: 'us',
        phoneNumbers: [
          { number: ' ', type: 'OfficeNumber' },
          { number: ' 416 555 0100 ', type: 'MobileNumber' },
        ],
        ediCodes: [' tor1 ', ''],
        email: ' ',
        directions: undefined,
      }),
    ).toMatchObject({
      name: 'Dock',
      locationType: 'Warehouse',
      addressLine2: null,
      province: 'ON',
      postalCode: 'M5A 1A6',
      country: 'CA',
      phoneNumbers: [{ number: '416 555 0100', type: 'MobileNumber' }],
      ediCodes: ['TOR1'],
      email: null,
      directions: null,
    });
    expect(normaliseLocation(chicago).country).toBe('US');
  });
});

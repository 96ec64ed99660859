import {
  daysOfWeek,
  defaultDockDay,
  defaultDockSchedule,
  dockDayState,
  type DayOfWeek,
  type DockDayState,
  type DockScheduleInput,
} from './dockSchedules.ts';
import { locationDefaults, type LocationInput, type LocationPhone } from './locations.ts';

/** A location's form as typed: every field a text or a tick (phones one per kind, EDI codes comma-separated). */
export interface LocationFormValues {
  name: string;
  locationType: string;
  isPrimaryLocation: boolean;
  lumpersAvailable: boolean;
  isAppointmentRequired: boolean;
  overnightParking: boolean;
  addressLine1: string;
  addressLine2: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  officePhone: string;
  mobilePhone: string;
  faxPhone: string;
  ediCodes: string;
  email: string;
  dockLength: string;
  directions: string;
}

/** A field of the location form. */
export type LocationFormField = keyof LocationFormValues;

/** The form field of each phone kind. */
const phoneFields = {
  OfficeNumber: 'officePhone',
  MobileNumber: 'mobilePhone',
  FaxNumber: 'faxPhone',
} as const satisfies Record<LocationPhone['type'], LocationFormField>;

/** What a location form starts with: the location's values, or spec 2 §5's defaults (a US Warehouse). */
export function locationFormValues(location?: LocationInput): LocationFormValues {
  const phone = (type: LocationPhone['type']) =>
    location?.phoneNumbers.find((p) => p.type === type)?.number ?? '';
  return {
    name: location?.name ?? '',
    locationType: location?.locationType ?? locationDefaults.locationType,
    isPrimaryLocation: location?.isPrimaryLocation ?? locationDefaults.isPrimaryLocation,
    lumpersAvailable: location?.lumpersAvailable ?? locationDefaults.lumpersAvailable,
    isAppointmentRequired: location?.isAppointmentRequired ?? locationDefaults.isAppointmentRequired,
    overnightParking: location?.overnightParking ?? locationDefaults.overnightParking,
    addressLine1: location?.addressLine1 ?? '',
    addressLine2: location?.addressLine2 ?? '',
    city: location?.city ?? '',
    province: location?.province ?? '',
    postalCode: location?.postalCode ?? '',
    country: location?.country ?? 'US',
    officePhone: phone('OfficeNumber'),
    mobilePhone: phone('MobileNumber'),
    faxPhone: phone('FaxNumber'),
    ediCodes: location?.ediCodes.join(', ') ?? '',
    email: location?.email ?? '',
    dockLength: location?.dockLength === null || location === undefined ? '' : String(location.dockLength),
    directions: location?.directions ?? '',
  };
}

/**
 * The body a location form sends: phones in office, mobile, fax order (empty ones left out), EDI codes
 * split on commas or spaces, the dock length a number (empty is none; text that is not a number stays
 * NaN, so the rule names it rather than the form dropping it).
 */
export function locationInputFromForm(values: LocationFormValues): LocationInput {
  const phoneNumbers = (Object.keys(phoneFields) as LocationPhone['type'][])
    .map((type) => ({ type, number: values[phoneFields[type]].trim() }))
    .filter((p) => p.number !== '');
  const dock = values.dockLength.trim();
  return {
    name: values.name,
    locationType: values.locationType,
    isPrimaryLocation: values.isPrimaryLocation,
    lumpersAvailable: values.lumpersAvailable,
    isAppointmentRequired: values.isAppointmentRequired,
    overnightParking: values.overnightParking,
    addressLine1: values.addressLine1,
    addressLine2: values.addressLine2,
    city: values.city,
    province: values.province,
    postalCode: values.postalCode,
    country: values.country,
    phoneNumbers,
    ediCodes: values.ediCodes.split(/[,\s]+/).filter((c) => c !== ''),
    email: values.email,
    dockLength: dock === '' ? null : /^\d+(\.\d+)?$/.test(dock) ? Number(dock) : Number.NaN,
    directions: values.directions,
  };
}

/**
 * The form field a problem of {@link locationProblemKeys} or of the back end's model state belongs to:
 * `phoneNumbers.1.number` to the phone of that kind in the body, `ediCodes.2` to the EDI codes, the
 * others to the field of their name; undefined for a path the form has no field for.
 */
export function locationFormFieldOf(path: string, input: LocationInput): LocationFormField | undefined {
  const phone = /^phoneNumbers\.(\d+)\.number$/.exec(path);
  if (phone) {
    const type = input.phoneNumbers[Number(phone[1])]?.type;
    return type === undefined ? 'officePhone' : phoneFields[type];
  }
  if (path === 'phoneNumbers') return 'officePhone';
  if (path.startsWith('ediCodes')) return 'ediCodes';
  const fields: readonly string[] = Object.keys(locationFormValues());
  return fields.includes(path) ? (path as LocationFormField) : undefined;
}

/** One day's row of the dock schedule editor: open hours, 24 hours or closed, and the times typed. */
export interface DockDayFormValues {
  dayOfWeek: DayOfWeek;
  state: DockDayState;
  startTime: string;
  endTime: string;
}

/** A dock schedule's form: modes as the pickers hold them (texts), seven day rows Sunday first. */
export interface DockScheduleFormValues {
  name: string;
  isAppointmentRequired: boolean;
  equipmentModes: string[];
  shippingModes: string[];
  stopTypes: string[];
  days: DockDayFormValues[];
}

/** What a dock schedule form starts with: the schedule's values, or spec 2 §5's defaults. */
export function dockScheduleFormValues(schedule?: DockScheduleInput): DockScheduleFormValues {
  const source = schedule ?? { name: '', ...defaultDockSchedule() };
  return {
    name: source.name,
    isAppointmentRequired: source.isAppointmentRequired,
    equipmentModes: source.equipmentModes.map(String),
    shippingModes: source.shippingModes.map(String),
    stopTypes: [...source.stopTypes],
    days: daysOfWeek.map((dayOfWeek) => {
      const hour = source.dockHours.find((h) => h.dayOfWeek === dayOfWeek);
      return {
        dayOfWeek,
        state: hour ? dockDayState(hour) : 'hours',
        // A closed or 24-hour day keeps the default times ready, should the user open it again.
        startTime: hour?.startTime ?? defaultDockDay.startTime,
        endTime: hour?.endTime ?? defaultDockDay.endTime,
      };
    }),
  };
}

/** The body a dock schedule form sends: a closed or 24-hour day without its times. */
export function dockScheduleInputFromForm(values: DockScheduleFormValues): DockScheduleInput {
  return {
    name: values.name,
    isAppointmentRequired: values.isAppointmentRequired,
    equipmentModes: values.equipmentModes.map(Number),
    shippingModes: values.shippingModes.map(Number),
    stopTypes: values.stopTypes,
    dockHours: values.days.map((day) => {
      const open = day.state === 'hours';
      return {
        dayOfWeek: day.dayOfWeek,
        isClosed: day.state === 'closed',
        isTwentyFourHour: day.state === 'twentyFourHours',
        startTime: open ? day.startTime : null,
        endTime: open ? day.endTime : null,
      };
    }),
  };
}

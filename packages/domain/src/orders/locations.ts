import { EquipmentMode, ShippingMode } from '../enums/freight.ts';
import { StopType } from '../enums/people.ts';
import { consolidationDefaults } from '../constants/limits.ts';
import { addDays } from 'date-fns';

/** A dock hour (spec 2 §3): dayOfWeek 0–6, closed or 24-hour flags, start and end HH:mm. */
export interface DockHour {
  readonly dayOfWeek: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  readonly isClosed: boolean;
  readonly isTwentyFourHour: boolean;
  readonly startTime: string;
  readonly endTime: string;
}

/** Default location type (spec 2 §3, §5). */
export const defaultLocationType = 'Warehouse';

/** Defaults of a new location (spec 2 §3, §5). */
export const locationDefaults = {
  locationType: defaultLocationType,
  isPrimaryLocation: false,
  lumpersAvailable: false,
  isAppointmentRequired: false,
  overnightParking: false,
} as const;

/** Default dock hours: 00:00 to 23:59 on all seven days (spec 2 §5). */
export function defaultDockHours(): DockHour[] {
  return ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => ({
    dayOfWeek,
    isClosed: false,
    isTwentyFourHour: false,
    startTime: '00:00',
    endTime: '23:59',
  }));
}

/** Dock schedule defaults (spec 2 §5): equipment Dry, Reefer, Flatbed, Bulk; modes TL, LTL, Bulk, Intermodal; Shipping and Receiving. */
export function defaultDockSchedule(): {
  isAppointmentRequired: boolean;
  equipmentModes: EquipmentMode[];
  shippingModes: ShippingMode[];
  stopTypes: StopType[];
  dockHours: DockHour[];
} {
  return {
    isAppointmentRequired: false,
    equipmentModes: [EquipmentMode.Dry, EquipmentMode.Reefer, EquipmentMode.Flatbed, EquipmentMode.Bulk],
    shippingModes: [ShippingMode.TL, ShippingMode.LTL, ShippingMode.Bulk, ShippingMode.Intermodal],
    stopTypes: [StopType.Shipping, StopType.Receiving],
    dockHours: defaultDockHours(),
  };
}

/** Consolidation search criteria (spec 1 §9, spec 2 §9): max weight 45000, max units 60, distance 40. */
export function consolidationCriteria(window: { readonly start: Date; readonly end: Date }): {
  maxWeight: number;
  maxUnits: number;
  distance: number;
  start: Date;
  end: Date;
} {
  return {
    maxWeight: consolidationDefaults.maxWeight,
    maxUnits: consolidationDefaults.maxUnits,
    distance: consolidationDefaults.distance,
    ...widenDateWindow(window),
  };
}

/** Widens a date window by 2 days on each side (spec 1 §9, spec 2 §9). */
export function widenDateWindow(window: { readonly start: Date; readonly end: Date }): {
  start: Date;
  end: Date;
} {
  return {
    start: addDays(window.start, -consolidationDefaults.dateWindowDays),
    end: addDays(window.end, consolidationDefaults.dateWindowDays),
  };
}

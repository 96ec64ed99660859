import type { AvailableFreightEnd, AvailableShipment } from '@freightkit/api';
import {
  decodeEquipmentTypes,
  equipmentTypes,
  keptDateTimeFormat,
  keptZonedOptions,
  serviceLevels,
  shippingModes,
} from '@freightkit/domain';

/** The translator the helpers use (`useI18n().t`), narrowed to what they call. */
type Translate = (key: `enum.${string}`) => string;

/** "Chicago, IL". */
export const placeText = (end: Pick<AvailableFreightEnd, 'city' | 'state'>) => `${end.city}, ${end.state}`;

/** The equipment a load may go on, as the spec's labels joined ("Van, Reefer"). */
export const equipmentText = (load: Pick<AvailableShipment, 'equipmentTypes'>, t: Translate) =>
  decodeEquipmentTypes(load.equipmentTypes)
    .map((type) => {
      const key = equipmentTypes.messageKey(type);
      return key ? t(key) : (equipmentTypes.label(type) ?? String(type));
    })
    .join(', ');

/** The load's shipping mode ("TL"). */
export const modeText = (load: Pick<AvailableShipment, 'shippingMode'>, t: Translate) => {
  const key = shippingModes.messageKey(load.shippingMode);
  return key ? t(key) : String(load.shippingMode);
};

/** The load's service level ("Book It Now"). */
export const serviceLevelText = (load: Pick<AvailableShipment, 'serviceLevel'>, t: Translate) => {
  const key = serviceLevels.messageKey(load.serviceLevel);
  return key ? t(key) : String(load.serviceLevel);
};

/** A window's start's options; with each zone a kept copy, so each zone's formatter is made once a page. */
const localTimeOptions: Intl.DateTimeFormatOptions = Object.freeze({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A window's start in the place's own zone, as the dock reads it: "Thu, Nov 27, 8:00 AM CST". */
export function localTime(iso: string, timeZone: string, locale = 'en-US'): string {
  // Per load card and map marker: the kept formatter for the locale and zone, not a new one each time.
  return keptDateTimeFormat(locale, keptZonedOptions(localTimeOptions, timeZone)).format(new Date(iso));
}

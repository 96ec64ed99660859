import type { DockSchedule, Location } from '@freightkit/api';
import { dockDayState, type Translate } from '@freightkit/domain';

/** A day's name (`locations.day.0` is Sunday, spec 2 §3 "dayOfWeek 0 to 6"). */
export const dayName = (t: Translate, dayOfWeek: number) => t(`locations.day.${dayOfWeek}`);

/** How one dock day reads: Closed, 24 hours, or "07:00 to 17:00". */
export function dockHoursText(t: Translate, hour: DockSchedule['dockHours'][number]): string {
  const state = dockDayState(hour);
  if (state !== 'hours') return t(`locations.hours.${state}`);
  return t('locations.hours.range', { start: hour.startTime ?? '', end: hour.endTime ?? '' });
}

/** A schedule in a few words for the list: its name, the days it opens and those open around the clock. */
export function dockScheduleSummary(t: Translate, schedule: DockSchedule): string {
  const open = schedule.dockHours.filter((h) => !h.isClosed);
  return t('locations.dockSummary', {
    name: schedule.name,
    open: open.length,
    allDay: open.filter((h) => h.isTwentyFourHour).length,
  });
}

/** A location's address on one line, the country named in the reader's language. */
export function addressText(t: Translate, location: Location): string {
  return t('locations.address', {
    line1: location.addressLine2
      ? `${location.addressLine1}, ${location.addressLine2}`
      : location.addressLine1,
    city: location.city,
    province: location.province,
    postalCode: location.postalCode,
    country:
      location.country === 'US' || location.country === 'CA'
        ? t(`locations.country.${location.country}`)
        : location.country,
  });
}

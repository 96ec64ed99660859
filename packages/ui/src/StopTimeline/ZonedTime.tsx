import { DateTime } from '../DateTime/DateTime.tsx';
import { zoneAbbreviation } from '../shipmentMessages/stopZone.ts';
import * as styles from './StopTimeline.css.ts';

/** Props of {@link ZonedTime}. */
export interface ZonedTimeProps {
  /** The instant (ISO 8601). */
  value: string;
  /** IANA zone to show it in; its abbreviation at that instant follows ('CST'), the full zone as a tooltip. */
  timeZone?: string;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A date and time in a given zone followed by the zone's abbreviation at that moment, e.g.
 * "11/24/2026, 9:30 AM CST". Stops show their times in their own zone, not the viewer's.
 *
 * @example
 * <ZonedTime value={stop.appointment} timeZone="America/Chicago" />
 */
export function ZonedTime({ value, timeZone, className }: ZonedTimeProps) {
  return (
    <span className={className}>
      <DateTime value={value} format="dateTime" timeZone={timeZone} />
      {timeZone ? ' ' : null}
      {timeZone ? (
        <abbr className={styles.zone} title={timeZone}>
          {zoneAbbreviation(timeZone, value)}
        </abbr>
      ) : null}
    </span>
  );
}

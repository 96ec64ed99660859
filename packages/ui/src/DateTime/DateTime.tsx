import { useI18n } from '../i18n/I18nContext.tsx';
import * as styles from './DateTime.css.ts';
import { formatDateTime, parseDateTime, type DateTimeStyle, type DateTimeValue } from './formatDateTime.ts';

/** Props of {@link DateTime}. */
export interface DateTimeProps {
  /** The moment: a `Date`, an ISO 8601 string, or a `yyyy-MM-dd` calendar date (never shifted by time zone). */
  value: DateTimeValue;
  /** How much to show. A calendar date always shows as a date. @default 'date' */
  format?: DateTimeStyle;
  /** IANA time zone to show the moment in, e.g. a stop's zone. @default the viewer's time zone */
  timeZone?: string;
  /** Shown instead when `value` cannot be parsed. @default '' */
  fallback?: string;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A date or time formatted for the provider's locale inside a `<time dateTime>` element, so
 * machines read the exact moment and people read it in their locale.
 *
 * @example
 * <DateTime value="2026-11-20" /> // 11/20/2026
 * <DateTime value={invoice.createDateTimeStamp} format="dateTime" timeZone="America/Chicago" />
 */
export function DateTime({ value, format = 'date', timeZone, fallback = '', className }: DateTimeProps) {
  const { locale } = useI18n();
  const parsed = parseDateTime(value);
  if (!parsed) return fallback ? <span className={className}>{fallback}</span> : null;
  return (
    <time dateTime={parsed.machine} className={[styles.time, className].filter(Boolean).join(' ')}>
      {formatDateTime(parsed, locale, format, timeZone)}
    </time>
  );
}

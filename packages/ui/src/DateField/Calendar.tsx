import { keptDateTimeFormat } from '@freightkit/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import * as styles from './DateField.css.ts';
import { readIsoDate, toIsoDate } from './dateFormat.ts';

/** Props of {@link Calendar}. */
export interface CalendarProps {
  /** The chosen date, `yyyy-MM-dd` ('' for none). */
  value: string;
  /** Earliest date that can be chosen, `yyyy-MM-dd`. */
  min?: string;
  /** Latest date that can be chosen, `yyyy-MM-dd`. */
  max?: string;
  /** Called with the date chosen by click, Enter or Space. */
  onSelect: (iso: string) => void;
  /** Moves focus to the chosen (or today's) day when the calendar shows. @default false */
  focusOnShow?: boolean;
}

const dayMs = 86_400_000;

/** A date's days since 1970 (UTC), so moving by days and weeks is arithmetic. */
const dayNumber = (iso: string) => {
  const date = readIsoDate(iso);
  return date ? Date.UTC(date.year, date.month - 1, date.day) / dayMs : undefined;
};
const isoOfDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

function todayIso(): string {
  const now = new Date();
  return toIsoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** Each locale's first day of the week, read once (the calendar renders on every key that moves its focus). */
const firstDays = new Map<string, number>();

/** The locale's first day of the week as 0 (Sunday) to 6, from `Intl.Locale`'s week info where the browser has it. */
function firstDayOfWeek(locale: string): number {
  let day = firstDays.get(locale);
  if (day === undefined) {
    const info = (
      new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number } }
    ).getWeekInfo?.();
    day = info ? info.firstDay % 7 : 0;
    firstDays.set(locale, day);
  }
  return day;
}

/** A month's title starts with a capital, as a heading does ("Diciembre de 2026", not "diciembre de 2026"). */
const capitalized = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The same day of the month `months` away, kept within that month (31 January + 1 month is 28 or 29 February). */
function addMonths(iso: string, months: number): string {
  const date = readIsoDate(iso);
  if (!date) return iso;
  const first = new Date(Date.UTC(date.year, date.month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return toIsoDate(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(date.day, last));
}

/** The calendar's formats' options, frozen constants so the kept formatters find theirs by identity. */
const calendarOptions = {
  title: Object.freeze({ month: 'long', year: 'numeric', timeZone: 'UTC' }),
  weekdayShort: Object.freeze({ weekday: 'short', timeZone: 'UTC' }),
  weekdayLong: Object.freeze({ weekday: 'long', timeZone: 'UTC' }),
  day: Object.freeze({ dateStyle: 'full', timeZone: 'UTC' }),
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * The month title's, weekday names' and spoken days' formatters for a locale: domain's kept ones, made
 * once a page rather than once for each calendar opened (each costs far more than formatting with it).
 */
const calendarFormats = (locale: string) => ({
  title: keptDateTimeFormat(locale, calendarOptions.title),
  weekdayShort: keptDateTimeFormat(locale, calendarOptions.weekdayShort),
  weekdayLong: keptDateTimeFormat(locale, calendarOptions.weekdayLong),
  day: keptDateTimeFormat(locale, calendarOptions.day),
});

/**
 * A month's grid of days for choosing a date (the WAI-ARIA date picker dialog pattern): arrow keys
 * move by day and week, Page Up / Page Down by month (with Shift, by year), Home / End to the week's
 * ends, Enter or Space chooses. Month and weekday names, the first day of the week and each day's
 * spoken name come from `Intl` in the kit's locale. Days before `min` or after `max` cannot be chosen.
 */
export function Calendar({ value, min, max, onSelect, focusOnShow = false }: CalendarProps) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const minDay = min ? dayNumber(min) : undefined;
  const maxDay = max ? dayNumber(max) : undefined;
  const clamp = (day: number) => Math.min(maxDay ?? Infinity, Math.max(minDay ?? -Infinity, day));
  const [focused, setFocused] = useState(() => dayNumber(value) ?? clamp(dayNumber(todayIso()) ?? 0));
  const moved = useRef(focusOnShow);
  const grid = useRef<HTMLTableElement>(null);

  // The day that has focus moves with the keys (and takes focus on show when asked to).
  useEffect(() => {
    if (!moved.current) return;
    grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
  }, [focused]);

  const focusedIso = isoOfDay(focused);
  const { year, month } = readIsoDate(focusedIso) ?? { year: 1970, month: 1 };
  const formats = calendarFormats(locale);
  const weekStart = firstDayOfWeek(locale);
  const firstOfMonth = Date.UTC(year, month - 1, 1) / dayMs;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (new Date(firstOfMonth * dayMs).getUTCDay() - weekStart + 7) % 7;
  const weeks: (number | null)[][] = [];
  for (let cell = 0; cell < lead + daysInMonth; cell += 7) {
    weeks.push(
      Array.from({ length: 7 }, (_, column) => {
        const index = cell + column - lead;
        return index >= 0 && index < daysInMonth ? firstOfMonth + index : null;
      }),
    );
  }
  // 4 January 1970 was a Sunday: the weekday names from there, starting at the locale's first day.
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date((3 + ((weekStart + i) % 7)) * dayMs));
  const selected = dayNumber(value);
  const today = dayNumber(todayIso());
  const disabled = (day: number) =>
    (minDay !== undefined && day < minDay) || (maxDay !== undefined && day > maxDay);

  /** Moves the focused day; the month buttons keep focus on themselves (the grid's keys take it along). */
  const move = (day: number, takeFocus = true) => {
    moved.current = takeFocus;
    setFocused(clamp(day));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const weekday = (new Date(focused * dayMs).getUTCDay() - weekStart + 7) % 7;
    const byKey: Record<string, () => number> = {
      ArrowLeft: () => focused - 1,
      ArrowRight: () => focused + 1,
      ArrowUp: () => focused - 7,
      ArrowDown: () => focused + 7,
      Home: () => focused - weekday,
      End: () => focused + 6 - weekday,
      PageUp: () => dayNumber(addMonths(focusedIso, event.shiftKey ? -12 : -1)) ?? focused,
      PageDown: () => dayNumber(addMonths(focusedIso, event.shiftKey ? 12 : 1)) ?? focused,
    };
    const next = byKey[event.key];
    if (!next) return;
    event.preventDefault();
    move(next());
  };

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHeader}>
        <IconButton
          icon="chevronLeft"
          label={t('kit.calendar.previousMonth')}
          size="small"
          onClick={() => {
            move(dayNumber(addMonths(focusedIso, -1)) ?? focused, false);
          }}
        />
        <h2 id={titleId} className={styles.calendarTitle} aria-live="polite">
          {capitalized(formats.title.format(firstOfMonth * dayMs), locale)}
        </h2>
        <IconButton
          icon="chevronRight"
          label={t('kit.calendar.nextMonth')}
          size="small"
          onClick={() => {
            move(dayNumber(addMonths(focusedIso, 1)) ?? focused, false);
          }}
        />
      </div>
      {/* The WAI-ARIA date picker dialog's grid is a table with the grid role; its buttons are what is operated. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role */}
      <table ref={grid} role="grid" aria-labelledby={titleId} className={styles.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th
                key={day.getTime()}
                scope="col"
                abbr={formats.weekdayLong.format(day)}
                className={styles.weekday}
              >
                {formats.weekdayShort.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((day) => day !== null)}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={`empty-${column}`} className={styles.cell} />
                ) : (
                  <td key={day} role="gridcell" aria-selected={day === selected} className={styles.cell}>
                    <button
                      type="button"
                      className={styles.day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={formats.day.format(day * dayMs)}
                      aria-current={day === today ? 'date' : undefined}
                      aria-disabled={disabled(day) || undefined}
                      onClick={() => {
                        if (!disabled(day)) onSelect(isoOfDay(day));
                      }}
                      onFocus={() => {
                        if (day !== focused) setFocused(day);
                      }}
                    >
                      {day - firstOfMonth + 1}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { calendarMessages } from './ics.ts';

/** Canadian French (fr-CA) of {@link calendarMessages}: the calendar event title of a stop appointment. */
export const calendarMessagesFrCa = {
  'calendar.appointment.summary': 'Expédition {number} — rendez-vous de l’arrêt {stop}',
} as const satisfies Record<keyof (typeof calendarMessages)['en'], string>;

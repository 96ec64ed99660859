import type { calendarMessages } from './ics.ts';

/** US Spanish (es-US) of {@link calendarMessages}: the calendar event title of a stop appointment. */
export const calendarMessagesEsUs = {
  'calendar.appointment.summary': 'Envío {number} — cita de la parada {stop}',
} as const satisfies Record<keyof (typeof calendarMessages)['en'], string>;

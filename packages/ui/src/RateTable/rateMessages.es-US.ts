import type { rateMessages } from './rateMessages.ts';

/** US Spanish (es-US) of {@link rateMessages}. */
export const rateMessagesEsUs = {
  'kit.rates.caption': 'Tarifas',
  'kit.rates.carrier': 'Transportista',
  'kit.rates.rateType': 'Tipo de tarifa',
  'kit.rates.serviceLevel': 'Nivel de servicio',
  'kit.rates.transit': 'Tránsito',
  'kit.rates.transitDays': '{days, plural, one {# día} other {# días}}',
  'kit.rates.transitDay': '1 día',
  'kit.rates.price': 'Precio',
  'kit.rates.guaranteed': 'Garantizado',
  'kit.rates.actions': 'Acciones',
  'kit.rates.book': 'Reservar',
  'kit.rates.bookLabel': 'Reservar con {carrier} por {price}',
  'kit.rates.empty': 'No hay tarifas para este envío',
} as const satisfies Record<keyof (typeof rateMessages)['en'], string>;

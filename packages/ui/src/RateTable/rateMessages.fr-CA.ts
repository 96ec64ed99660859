import type { rateMessages } from './rateMessages.ts';

/** Canadian French (fr-CA) of {@link rateMessages}. */
export const rateMessagesFrCa = {
  'kit.rates.caption': 'Tarifs',
  'kit.rates.carrier': 'Transporteur',
  'kit.rates.rateType': 'Type de tarif',
  'kit.rates.serviceLevel': 'Niveau de service',
  'kit.rates.transit': 'Transit',
  'kit.rates.transitDays': '{days, plural, one {# jour} other {# jours}}',
  'kit.rates.transitDay': '1 jour',
  'kit.rates.price': 'Prix',
  'kit.rates.guaranteed': 'Garanti',
  'kit.rates.actions': 'Actions',
  'kit.rates.book': 'Réserver',
  'kit.rates.bookLabel': 'Réserver {carrier} à {price}',
  'kit.rates.empty': 'Aucun tarif pour cette expédition',
} as const satisfies Record<keyof (typeof rateMessages)['en'], string>;

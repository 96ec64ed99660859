import type { availableFreightSearchMessages } from './search.ts';

/**
 * Canadian French (fr-CA) of {@link availableFreightSearchMessages}, the sandbox's 400 answers to a bad
 * available-freight search. The English interpolates its constants; here they are ICU placeholders so the
 * texts stay pure data: `{max}` is `maxSearchRadiusMiles`.
 */
export const availableFreightSearchMessagesFrCa = {
  pointNeedsBoth: 'Indiquez à la fois une latitude et une longitude, ou ni l’une ni l’autre.',
  latitude: 'Une latitude est comprise entre -90 et 90.',
  longitude: 'Une longitude est comprise entre -180 et 180.',
  radius: 'Un rayon est compris entre 1 et {max} mi.',
  placeAndPoint: 'Indiquez un lieu de la liste ou un point, pas les deux.',
  pickupRange: 'La date de cueillette au plus tôt doit précéder la date au plus tard ou lui être égale.',
  date: 'Une date s’écrit AAAA-MM-JJ.',
} as const satisfies Record<keyof typeof availableFreightSearchMessages, string>;

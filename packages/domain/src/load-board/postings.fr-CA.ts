import type { postingMessages } from './postings.ts';

/**
 * Canadian French (fr-CA) of {@link postingMessages}, the truck and lane rules' messages (the sandbox answers
 * them as 400 model state). The English interpolates its constants and the location id; here they are ICU
 * placeholders so the texts stay pure data: `{max}` is `maxSearchRadiusMiles`, `{days}` is
 * `truckPostingHorizonDays`, `{limit}` is `postingLimit`, `{id}` the unknown location's id.
 */
export const postingMessagesFrCa = {
  equipmentType: 'Choisissez le type d’équipement du camion.',
  emptyLocation: 'Choisissez où le camion sera vide : une ville ou un code postal.',
  emptyOn: 'Indiquez la date où le camion sera vide (AAAA-MM-JJ).',
  emptyOnPast: 'La date où le camion sera vide ne peut pas être passée.',
  emptyOnFar: 'Un camion peut être affiché au plus {days, plural, one {# jour} other {# jours}} à l’avance.',
  radius: 'Un rayon est compris entre 1 et {max} mi.',
  origin: 'Choisissez l’origine du trajet : une ville ou un code postal.',
  destination: 'Choisissez la destination du trajet : une ville ou un code postal.',
  equipmentTypes: 'Choisissez des types d’équipement dans la liste, ou tout équipement.',
  unknownLocation: 'Aucun lieu de la liste n’a l’identifiant {id}.',
  trucksFull:
    'Une entreprise peut afficher au plus {limit} camions : retirez-en un avant d’en afficher un autre.',
  lanesFull:
    'Une entreprise peut enregistrer au plus {limit} trajets : supprimez-en un avant d’en enregistrer un autre.',
} as const satisfies Record<keyof typeof postingMessages, string>;

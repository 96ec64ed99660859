import type { tenderMessages } from './tenderMessages.ts';

/** Canadian French (fr-CA) of {@link tenderMessages}. */
export const tenderMessagesFrCa = {
  'kit.tender.title': 'Expédition {number}',
  'kit.tender.lane': '{origin} à {destination}',
  'kit.tender.pickup': 'Cueillette',
  'kit.tender.delivery': 'Livraison',
  'kit.tender.stops': 'Arrêts',
  'kit.tender.equipment': 'Équipement',
  'kit.tender.weight': 'Poids',
  'kit.tender.weightLbs': '{weight} lb',
  'kit.tender.rate': 'Tarif de base',
  'kit.tender.total': 'Tarif total',
  'kit.tender.respondBy': 'Répondre d’ici le',
  'kit.tender.actions': 'Répondre',
  'kit.offer.accept': 'Accepter',
  'kit.offer.reject': 'Refuser',
  'kit.offer.acceptTitle': 'Accepter l’offre pour l’expédition {number}?',
  'kit.offer.acceptBody': 'En acceptant, l’expédition {number} est réservée à votre entreprise pour {rate}.',
  'kit.offer.rejectTitle': 'Refuser l’offre pour l’expédition {number}',
  'kit.offer.reason': 'Motif',
  'kit.offer.counterRate': 'Tarif que vous accepteriez',
  'kit.offer.counterRateHint': 'Tout compris, en dollars américains',
  'kit.offer.note': 'Note au courtier',
  'kit.offer.noteRequired': 'Précisez pourquoi, pour que le courtier puisse agir',
  'kit.offer.cancel': 'Annuler',
} as const satisfies Record<keyof (typeof tenderMessages)['en'], string>;

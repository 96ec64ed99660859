import type { equipmentCardMessages } from './equipmentCardMessages.ts';

/** Canadian French (fr-CA) of {@link equipmentCardMessages}. */
export const equipmentCardMessagesFrCa = {
  'kit.equipmentCard.licensePlate': 'Plaque d’immatriculation',
  'kit.equipmentCard.licensePlateState': 'Province ou État de la plaque',
  'kit.equipmentCard.loading': 'Chargement de l’équipement',
  'kit.equipmentCard.form': 'Modifier l’équipement',
} as const satisfies Record<keyof (typeof equipmentCardMessages)['en'], string>;

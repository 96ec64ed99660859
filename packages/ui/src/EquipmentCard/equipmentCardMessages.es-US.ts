import type { equipmentCardMessages } from './equipmentCardMessages.ts';

/** US Spanish (es-US) of {@link equipmentCardMessages}. */
export const equipmentCardMessagesEsUs = {
  'kit.equipmentCard.licensePlate': 'Placa',
  'kit.equipmentCard.licensePlateState': 'Estado o provincia de la placa',
  'kit.equipmentCard.loading': 'Cargando equipo',
  'kit.equipmentCard.form': 'Editar el equipo',
} as const satisfies Record<keyof (typeof equipmentCardMessages)['en'], string>;

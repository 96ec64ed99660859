import type { LocalizedCatalog } from '@freightkit/domain';

/**
 * Kit-only texts of {@link EquipmentCard} that the shipment catalog does not already hold (the
 * title, edit, save, cancel, tractor, trailer and "not set" texts come from `shipmentMessages`).
 * Merged into `kitMessages`, so `useI18n().t` resolves them; an app overrides or translates them
 * through `UiProvider`'s `messages`.
 */
export const equipmentCardMessages = {
  en: {
    'kit.equipmentCard.licensePlate': 'License plate',
    'kit.equipmentCard.licensePlateState': 'Plate state or province',
    'kit.equipmentCard.loading': 'Loading equipment',
    'kit.equipmentCard.form': 'Edit the equipment',
  },
} as const satisfies LocalizedCatalog;

/** Key of a message in {@link equipmentCardMessages}. */
export type EquipmentCardMessageKey = keyof (typeof equipmentCardMessages)['en'];

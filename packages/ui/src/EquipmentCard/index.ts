export { EquipmentCard, type EquipmentCardProps, type EquipmentValue } from './EquipmentCard.tsx';
export { equipmentCardMessages, type EquipmentCardMessageKey } from './equipmentCardMessages.ts';

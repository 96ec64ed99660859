import type { EquipmentKind } from '@freightkit/domain';
import { useI18n } from '@freightkit/ui';

/** A unit's name as texts use it: "Trailer 5301", "Power unit 101" (buttons' names, notices). */
export function useUnitName(): (unit: {
  readonly kind: EquipmentKind;
  readonly unitNumber: string;
}) => string {
  const { t } = useI18n();
  return (unit) => t(`equipment.unitName.${unit.kind}`, { number: unit.unitNumber });
}

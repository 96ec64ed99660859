import { EquipmentKind } from '@freightkit/domain';

/** The equipment overview (spec 1 §2 `/equipment`). */
export const equipmentPath = '/equipment';
/** The list of one kind: `/equipment/trailers` or `/equipment/power-units` (spec 1 §2). */
export const equipmentListPath = (kind: EquipmentKind) =>
  kind === EquipmentKind.Trailer ? '/equipment/trailers' : '/equipment/power-units';

import type { TenderListItem } from '@freightkit/api';
import { equipmentModes, type Translate } from '@freightkit/domain';
import type { TenderCardTender } from '@freightkit/ui';

/** A tender of the contract as the kit's TenderCard shows it (the equipment worded by domain's label). */
export function tenderCardOf(item: TenderListItem, t: Translate): TenderCardTender {
  const key = equipmentModes.messageKey(item.equipmentMode);
  return {
    shipmentNumber: item.shipmentNumber,
    status: item.status,
    customerName: item.customerName,
    origin: item.origin,
    destination: item.destination,
    stopCount: item.stopCount,
    equipment: key ? t(key) : String(item.equipmentMode),
    weightLbs: item.weightLbs,
    rate: item.rate,
    totalRate: item.totalRate,
    respondBy: item.respondBy,
  };
}

/** The tender's own page: by shipment number, which reads better in the address than an id. */
export const tenderHref = (item: Pick<TenderListItem, 'shipmentNumber'>) => `/tenders/${item.shipmentNumber}`;

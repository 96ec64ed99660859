import { useShipment, useShipmentSearch } from '@freightkit/api/react';

/**
 * One shipment by the number in the address. The contract reads shipments by id, so the number is
 * looked up with the shipment search (scoped to the caller's company) and the exact match is read
 * by id. A number the caller cannot see (another carrier's, or unknown) ends as `notFound`, exactly
 * like a 404 on the read.
 */
export function useShipmentByNumber(shipmentNumber: string) {
  const search = useShipmentSearch({ query: shipmentNumber });
  const hit = search.data?.items.find((item) => item.shipmentNumber === shipmentNumber);
  const id = hit?.id ?? '';
  const shipment = useShipment(id, { enabled: id !== '' });
  const notFound = (search.isSuccess && hit === undefined) || shipment.isError || search.isError;
  return {
    id,
    shipment: shipment.data,
    notFound,
    isPending: !notFound && shipment.data === undefined,
    refetch: shipment.refetch,
  };
}

import type { Driver } from '@freightkit/api';
import {
  shipmentListQueries,
  useApiClient,
  useAssignDriver,
  useRemoveDriver,
  useShipmentDrivers,
} from '@freightkit/api/react';
import { DriverAssignment, useI18n, type DriverOption } from '@freightkit/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotices } from '../../../app/notifications.tsx';
import { useCurrentUser } from '../../../app/session/SessionProvider.tsx';
import { failureText, withUserError } from './failureText.ts';

const toOption = (driver: Driver): DriverOption => ({
  id: driver.id,
  name: driver.name,
  email: driver.primaryEmail,
  phone: driver.primaryPhone,
});

/**
 * The shipment's drivers (kit DriverAssignment): the assigned ones with a remove button each, and a
 * search of the company's drivers (the driver search call: companyId, q, page size 100) to assign one.
 */
export function DriversSection({ shipmentId, readOnly = false }: { shipmentId: string; readOnly?: boolean }) {
  const { t } = useI18n();
  const notices = useNotices();
  const user = useCurrentUser();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const drivers = useShipmentDrivers(shipmentId);
  const assign = useAssignDriver();
  const remove = useRemoveDriver();

  const search = useCallback(
    async (q: string) => {
      const page = await queryClient.query(shipmentListQueries.searchDrivers(client, user.companyId, q));
      return page.items.map(toOption);
    },
    [client, queryClient, user.companyId],
  );

  return (
    <DriverAssignment
      drivers={drivers.data?.map(toOption) ?? []}
      loading={drivers.isPending}
      error={drivers.isError ? failureText(t, drivers.error) : undefined}
      readOnly={readOnly}
      onSearch={search}
      onAssign={async (driver) => {
        await withUserError(t, assign.mutateAsync({ id: shipmentId, driverId: String(driver.id) }));
        notices.success(t('shipmentDetail.drivers.assigned', { name: driver.name }));
      }}
      onRemove={async (driver) => {
        await withUserError(t, remove.mutateAsync({ id: shipmentId, driverId: String(driver.id) }));
        notices.success(t('shipmentDetail.drivers.removed', { name: driver.name }));
      }}
    />
  );
}

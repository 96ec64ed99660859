import type { Shipment } from '@freightkit/api';
import { canAssignDrivers, canEditEquipment } from '@freightkit/domain';
import { Column, Columns, Heading, Stack, useI18n } from '@freightkit/ui';
import { useCurrentUser } from '../../../app/session/SessionProvider.tsx';
import { ShipmentComments } from '../paperwork/index.ts';
import { DriversSection } from './DriversSection.tsx';
import { EquipmentSection } from './EquipmentSection.tsx';
import { ProNumberSection } from './ProNumberSection.tsx';
import { StopsSection } from './StopsSection.tsx';
import { TrackingProblemsSection } from './TrackingProblemsSection.tsx';
import { TripsSection } from './TripsSection.tsx';

/**
 * The details sub-page: stops with their times and editors, then drivers, open tracking problems,
 * equipment, PRO number and the trips it runs in (each linking to its trip page), and the
 * shipment's comments at the bottom. Drivers and equipment are
 * editable where domain's canAssignDrivers / canEditEquipment allow (the office's job, not a
 * driver-only user's); a driver can still record stop times.
 */
export function DetailsTab({ shipment, id }: { shipment: Shipment; id: string }) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const facts = { status: shipment.shipmentStatus };
  return (
    <Stack space="lg">
      {/* The kit timeline is itself the region named "Stops"; the heading gives the page its outline. */}
      <Stack space="lg">
        <Heading level={3}>{t('shipmentDetail.stops.title')}</Heading>
        <StopsSection
          shipmentId={id}
          shipmentNumber={shipment.shipmentNumber}
          status={shipment.shipmentStatus}
        />
      </Stack>
      <Columns space={{ base: 'lg', narrow: 'md' }} collapseBelow="wide">
        <Column>
          <Stack space="lg">
            <DriversSection shipmentId={id} readOnly={!canAssignDrivers(user, facts)} />
            <TrackingProblemsSection shipmentId={id} />
          </Stack>
        </Column>
        <Column>
          <Stack space="lg">
            <EquipmentSection shipmentId={id} readOnly={!canEditEquipment(user, facts)} />
            <ProNumberSection shipment={shipment} />
            <TripsSection shipmentId={id} />
          </Stack>
        </Column>
      </Columns>
      <ShipmentComments shipmentId={id} shipmentNumber={shipment.shipmentNumber} />
    </Stack>
  );
}

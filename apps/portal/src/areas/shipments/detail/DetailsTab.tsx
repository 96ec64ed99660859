import type { Shipment } from '@freightkit/api';
import { canAssignDrivers, canEditEquipment } from '@freightkit/domain';
import { useI18n } from '@freightkit/ui';
import { useCurrentUser } from '../../../app/session/SessionProvider.tsx';
import { ShipmentComments } from '../paperwork/index.ts';
import * as styles from './detail.css.ts';
import { DriversSection } from './DriversSection.tsx';
import { EquipmentSection } from './EquipmentSection.tsx';
import { ProNumberSection } from './ProNumberSection.tsx';
import { StopsSection } from './StopsSection.tsx';
import { TrackingProblemsSection } from './TrackingProblemsSection.tsx';

/**
 * The details sub-page: stops with their times and editors, then drivers, open tracking problems,
 * equipment and PRO number, and the shipment's comments at the bottom. Drivers and equipment are
 * editable where domain's canAssignDrivers / canEditEquipment allow (the office's job, not a
 * driver-only user's); a driver can still record stop times.
 */
export function DetailsTab({ shipment, id }: { shipment: Shipment; id: string }) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const facts = { status: shipment.shipmentStatus };
  return (
    <div className={styles.column}>
      {/* The kit timeline is itself the region named "Stops"; the heading gives the page its outline. */}
      <div className={styles.column}>
        <h3 className={styles.sectionTitle}>{t('shipmentDetail.stops.title')}</h3>
        <StopsSection
          shipmentId={id}
          shipmentNumber={shipment.shipmentNumber}
          status={shipment.shipmentStatus}
        />
      </div>
      <div className={styles.grid}>
        <div className={styles.column}>
          <DriversSection shipmentId={id} readOnly={!canAssignDrivers(user, facts)} />
          <TrackingProblemsSection shipmentId={id} />
        </div>
        <div className={styles.column}>
          <EquipmentSection shipmentId={id} readOnly={!canEditEquipment(user, facts)} />
          <ProNumberSection shipment={shipment} />
        </div>
      </div>
      <ShipmentComments shipmentId={id} shipmentNumber={shipment.shipmentNumber} />
    </div>
  );
}

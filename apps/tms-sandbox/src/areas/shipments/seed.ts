import { EquipmentMode, ShipmentStatus, shipmentStatuses } from '@freightkit/domain';
import type { SeedContext } from '../area.ts';
import { seededId } from '../area.ts';

const places = [
  { city: 'Chicago', state: 'IL', postalCode: '60607' },
  { city: 'Dallas', state: 'TX', postalCode: '75201' },
  { city: 'Atlanta', state: 'GA', postalCode: '30303' },
  { city: 'Denver', state: 'CO', postalCode: '80202' },
  { city: 'Memphis', state: 'TN', postalCode: '38103' },
  { city: 'Columbus', state: 'OH', postalCode: '43215' },
  { city: 'Phoenix', state: 'AZ', postalCode: '85004' },
  { city: 'Kansas City', state: 'MO', postalCode: '64105' },
  { city: 'Toronto', state: 'ON', postalCode: 'M5V 2T6' },
  { city: 'Louisville', state: 'KY', postalCode: '40202' },
  { city: 'Reno', state: 'NV', postalCode: '89501' },
  { city: 'Laredo', state: 'TX', postalCode: '78040' },
] as const;

const statuses = shipmentStatuses.entries.map((e) => e.value);
const active: readonly number[] = [
  ShipmentStatus.Booked,
  ShipmentStatus.Dispatched,
  ShipmentStatus.InTransit,
  ShipmentStatus.AtStop,
];

interface CompanyPlan {
  readonly company: string;
  /** First shipment number; numbers count up from here. */
  readonly firstNumber: number;
  /** Shipments per status. */
  readonly perStatus: number;
  readonly withReferences?: boolean;
  readonly driver?: string;
}

const plans: readonly CompanyPlan[] = [
  { company: 'swiftline', firstNumber: 100001, perStatus: 4, driver: 'driver' },
  { company: 'ironhorse', firstNumber: 200001, perStatus: 1 },
  { company: 'summit', firstNumber: 300001, perStatus: 2, withReferences: true },
  { company: 'roadrunner', firstNumber: 400001, perStatus: 1 },
];

const day = 24 * 60 * 60 * 1000;

/**
 * Days from today to the first pickup of the `i`-th seeded load in a status, so the dates agree
 * with the status: loads not yet moving are picked up in the days ahead, moving ones were picked up
 * a day or so ago (their delivery, two days after pickup, still ahead), delivered ones days or weeks ago.
 */
function pickupDays(status: number, i: number): number {
  switch (status) {
    case ShipmentStatus.Voided:
      return -(8 + i * 3);
    case ShipmentStatus.Booked:
      return 1 + i;
    case ShipmentStatus.Dispatched:
      return 0.25 + i * 0.2;
    case ShipmentStatus.InTransit:
      return -(1 + i * 0.1);
    case ShipmentStatus.AtStop:
      return -(1.5 + i * 0.1);
    case ShipmentStatus.Delivered:
      return -(4 + i * 2);
    case ShipmentStatus.DeliveryConfirmed:
      return -(12 + i * 3);
    default:
      // Draft, Ready to Book, Tendering: being priced or offered, picked up later.
      return 4 + status * 2 + i;
  }
}

/**
 * Seeds shipments in every status for each carrier (Swiftline: 4 per status, 40 in all), with two
 * stops each, reference numbers for the broker's, a driver on some of Swiftline's active ones and
 * a few active ones needing a tracking update. Keys are `<company>:<shipmentNumber>`.
 */
export async function seedShipments({ db, ids }: SeedContext): Promise<void> {
  // Today at 14:00 UTC: dates relative to the day the demo is seeded, so they tell a consistent story.
  const today = new Date();
  const base = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 14, 0, 0);
  for (const plan of plans) {
    const companyId = seededId(ids.companies, plan.company);
    const driverId = plan.driver === undefined ? null : seededId(ids.users, plan.driver);
    let n = 0;
    for (const status of statuses) {
      for (let i = 0; i < plan.perStatus; i += 1) {
        const number = String(plan.firstNumber + n);
        const origin = places[n % places.length] ?? places[0];
        const destination = places[(n * 5 + 3) % places.length] ?? places[1];
        const isActive = active.includes(status);
        const references = plan.withReferences
          ? [
              { label: 'Purchase Order', value: `PO-${77000 + n}` },
              { label: 'Sales Order', value: `SO-${51000 + n}` },
            ]
          : [];
        const { rows } = await db.query<{ id: string }>(
          `INSERT INTO shipments (company_id, shipment_number, status, max_buy, order_id, equipment_mode, driver_user_id,
                                  reference_numbers, needs_tracking_update)
           VALUES ($1, $2, $3, $4, NULL, $5, $6, $7, $8) RETURNING id`,
          [
            companyId,
            number,
            status,
            1200 + n * 35,
            [EquipmentMode.Dry, EquipmentMode.Reefer, EquipmentMode.Flatbed][n % 3],
            isActive && i % 2 === 0 ? driverId : null,
            JSON.stringify(references),
            isActive && i === 0,
          ],
        );
        const shipmentId = rows[0]?.id ?? '';
        ids.shipments.set(`${plan.company}:${number}`, shipmentId);
        const pickup = base + Math.round(pickupDays(status, i) * day);
        for (const [sequence, place, type, at] of [
          [1, origin, 'Shipping', pickup],
          [2, destination, 'Receiving', pickup + 2 * day],
        ] as const) {
          await db.query(
            `INSERT INTO shipment_stops (shipment_id, sequence, stop_type, city, state, postal_code, early, late, appointment)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [
              shipmentId,
              sequence,
              type,
              place.city,
              place.state,
              place.postalCode,
              new Date(at).toISOString(),
              new Date(at + 4 * 60 * 60 * 1000).toISOString(),
              sequence === 1 && i % 2 === 0 ? new Date(at + 60 * 60 * 1000).toISOString() : null,
            ],
          );
        }
        n += 1;
      }
    }
  }
}

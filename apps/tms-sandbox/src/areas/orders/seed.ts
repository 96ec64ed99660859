import {
  EquipmentMode,
  OrderType,
  ShipmentStatus,
  ShippingMode,
  stopDateTime,
  timeZoneForPostalCode,
} from '@freightkit/domain';
import type { SeedContext } from '../area.ts';
import { seededId } from '../area.ts';

/** The broker's locations (Summit Brokerage): what its order stops can be picked from. */
const locations = [
  [
    'L-1001',
    'Summit Chicago DC',
    'Warehouse',
    '1200 W Lake St',
    'Chicago',
    'IL',
    '60607',
    'US',
    '+1 312 555 0190',
  ],
  [
    'L-1002',
    'Summit Toronto Cross-Dock',
    'Cross Dock',
    '55 Commissioners St',
    'Toronto',
    'ON',
    'M5A 1A6',
    'CA',
    null,
  ],
  [
    'L-1003',
    'Peachtree Distribution',
    'Warehouse',
    '400 Fulton Industrial Blvd',
    'Atlanta',
    'GA',
    '30336',
    'US',
    null,
  ],
  [
    'L-1004',
    'Front Range Cold Storage',
    'Cold Storage',
    '5200 Smith Rd',
    'Denver',
    'CO',
    '80216',
    'US',
    '+1 303 555 0144',
  ],
] as const;

interface SeedStop {
  readonly type: 'Shipping' | 'Receiving';
  readonly location?: string;
  readonly manual?: readonly [company: string, line1: string, city: string, state: string, postal: string];
  readonly day: number;
  readonly items?: readonly (readonly [description: string, quantity: number, weight: number])[];
}

/** Orders of the broker: Open ones (one with a Canadian stop), and one on a draft shipment to reuse. */
const orders: readonly {
  readonly type: OrderType;
  readonly customer: string;
  readonly equipment: EquipmentMode;
  readonly reference: string;
  readonly draftShipment?: boolean;
  readonly stops: readonly SeedStop[];
}[] = [
  {
    type: OrderType.SalesOrder,
    customer: 'Acme Foods',
    equipment: EquipmentMode.Reefer,
    reference: 'SO-88412',
    stops: [
      { type: 'Shipping', location: 'L-1001', day: 3, items: [['Pallets of frozen berries', 20, 18000]] },
      { type: 'Receiving', manual: ['Maple Grocers', '9 Rue Principale', 'Ottawa', 'ON', 'K1A 0B1'], day: 5 },
    ],
  },
  {
    type: OrderType.PurchaseOrder,
    customer: 'Great Lakes Paper',
    equipment: EquipmentMode.Dry,
    reference: 'PO-20931',
    draftShipment: true,
    stops: [
      { type: 'Shipping', location: 'L-1002', day: 4, items: [['Rolls of kraft paper', 26, 39000]] },
      {
        type: 'Receiving',
        manual: ['Lone Star Packaging', '2100 Commerce St', 'Dallas', 'TX', '75201'],
        day: 7,
      },
    ],
  },
  {
    type: OrderType.TransferOrder,
    customer: 'Sunbelt Retail',
    equipment: EquipmentMode.Dry,
    reference: 'TO-5120',
    stops: [
      { type: 'Shipping', location: 'L-1003', day: 2, items: [['Boxed apparel', 14, 9200]] },
      { type: 'Receiving', location: 'L-1004', day: 4 },
    ],
  },
];

const isoDate = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/** Seeds the broker's locations and a few orders (ADR 035). */
export async function seedOrders({ db, ids }: SeedContext): Promise<void> {
  const companyId = seededId(ids.companies, 'summit');
  const userId = seededId(ids.users, 'broker');
  const byNumber = new Map<string, (typeof locations)[number]>();
  for (const l of locations) {
    byNumber.set(l[0], l);
    await db.query(
      `INSERT INTO locations (company_id, location_number, name, location_type, address_line1, city, province,
         postal_code, country, iana_timezone, phone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [companyId, ...l.slice(0, 8), timeZoneForPostalCode(l[6]) ?? 'UTC', l[8]],
    );
  }
  for (const order of orders) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO orders (company_id, order_type, customer_name, equipment_mode, shipping_mode, reference_numbers,
         freight_term_type, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, 'Prepaid', $7) RETURNING id`,
      [
        companyId,
        order.type,
        order.customer,
        order.equipment,
        ShippingMode.TL,
        JSON.stringify([{ label: order.type.replace(/([a-z])([A-Z])/g, '$1 $2'), value: order.reference }]),
        userId,
      ],
    );
    const orderId = rows[0]?.id ?? '';
    for (const [i, stop] of order.stops.entries()) {
      const l = stop.location ? byNumber.get(stop.location) : undefined;
      const [company, line1, city, state, postal] = l ? [l[1], l[3], l[4], l[5], l[6]] : (stop.manual ?? []);
      const zone = timeZoneForPostalCode(postal) ?? 'UTC';
      const at = (hour: number) => stopDateTime({ date: isoDate(stop.day), hour, minute: 0 }, zone);
      const { rows: stopRows } = await db.query<{ id: string }>(
        `INSERT INTO order_stops (order_id, sequence, stop_type, location_number, company_name, address_line1, city,
           state, postal_code, country, iana_timezone, early, late)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          orderId,
          i + 1,
          stop.type,
          stop.location ?? 'N/A',
          company,
          line1,
          city,
          state,
          postal,
          l ? l[7] : /^[A-Z]\d/.test(postal ?? '') ? 'CA' : 'US',
          zone,
          at(8),
          at(16),
        ],
      );
      for (const [j, [description, quantity, weight]] of (stop.items ?? []).entries()) {
        await db.query(
          `INSERT INTO order_line_items (stop_id, position, description, quantity, weight_lbs) VALUES ($1, $2, $3, $4, $5)`,
          [stopRows[0]?.id, j + 1, description, quantity, weight],
        );
      }
    }
    if (order.draftShipment) {
      // A draft shipment the order is already on: "create shipment" reuses it (spec 1 §4).
      const { rows: shipments } = await db.query<{ id: string }>(
        `INSERT INTO shipments (company_id, shipment_number, status, order_id, equipment_mode)
         VALUES ($1, nextval('order_shipment_numbers')::text, $2, $3, $4) RETURNING id`,
        [companyId, ShipmentStatus.Draft, orderId, order.equipment],
      );
      await db.query('UPDATE orders SET shipment_id = $2 WHERE id = $1', [orderId, shipments[0]?.id]);
      // A draft carries the order's stops like any load, so lists and search can show its lane.
      await db.query(
        `INSERT INTO shipment_stops (shipment_id, sequence, stop_type, city, state, postal_code, iana_timezone, early, late)
         SELECT $1, sequence, stop_type, city, state, postal_code, iana_timezone, early, late
           FROM order_stops WHERE order_id = $2`,
        [shipments[0]?.id, orderId],
      );
    }
  }
}

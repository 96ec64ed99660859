import { contract, shipmentStatusDisplay } from '@freightkit/api';
import {
  autoTenderAt,
  autoTenderProblemKeys,
  autoTenderRate,
  autoTenderStatuses,
  defaultAutoTender,
  ShipmentStatus,
  tenderCarrierRefusal,
  type AutoTenderSettings,
  type AutoTenderStatus,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { invalidField } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import type { ShipmentRow } from '../shipments/detail.ts';
import { tenderableCarrier, tenderOrderShipment, type Queryable } from './shipmentForOrder.ts';
import type { OrderRow } from './store.ts';

/** A company's automatic tendering as stored, or domain's defaults (all off, no carrier). */
export async function autoTenderSettings(db: Queryable, companyId: string): Promise<AutoTenderSettings> {
  const { rows } = await db.query<{ enabled_statuses: number[]; carrier_id: string | null }>(
    'SELECT enabled_statuses, carrier_id FROM order_auto_tendering WHERE company_id = $1',
    [companyId],
  );
  const row = rows[0];
  if (!row) return { statuses: defaultAutoTender, carrierId: null };
  const statuses = Object.fromEntries(
    autoTenderStatuses.map((status) => [status, row.enabled_statuses.includes(status)]),
  ) as Record<AutoTenderStatus, boolean>;
  return { statuses, carrierId: row.carrier_id };
}

/**
 * Tenders a shipment just made from orders (it walked Draft → Ready to Book) when the broker's company
 * switched automatic tendering on for one of those statuses (domain's `autoTenderAt`), to its carrier
 * at the shipment's max buy (`autoTenderRate`). Nothing happens without a max buy, or when the carrier
 * can no longer be tendered to (marked Do Not Use since): the shipment stays Ready to Book.
 */
export async function autoTender(
  db: Queryable,
  companyId: string,
  shipment: ShipmentRow,
  order: OrderRow,
): Promise<{ carrierName: string; rate: number; automatic: true } | null> {
  const settings = await autoTenderSettings(db, companyId);
  const at = autoTenderAt(settings, [ShipmentStatus.Draft, ShipmentStatus.ReadyToBook]);
  const rate = autoTenderRate(shipment.max_buy);
  if (at === null || rate === null || settings.carrierId === null) return null;
  const carrier = await tenderableCarrier(db, settings.carrierId);
  if (!carrier) return null;
  await tenderOrderShipment(db, shipment, order, carrier.id, rate);
  return { carrierName: carrier.name, rate, automatic: true };
}

/** The settings in the contract's shape, with the carrier's name. */
async function settingsOut(db: Queryable, settings: AutoTenderSettings) {
  const carrier = settings.carrierId === null ? null : await tenderableCarrier(db, settings.carrierId);
  return {
    statuses: autoTenderStatuses.map((status) => ({
      status: shipmentStatusDisplay(status),
      enabled: settings.statuses[status],
    })),
    carrier: carrier ? { id: carrier.id, name: carrier.name } : null,
  };
}

/** Automatic tendering settings of the broker's company: read, and switched per status (ADR 052). */
export function autoTenderRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.orderPlanning.autoTender, async ({ services, caller }) =>
    settingsOut(services.db, await autoTenderSettings(services.db, caller.companyId)),
  );

  mount(app, contract.orderPlanning.saveAutoTender, async ({ services, caller, body }) => {
    const { db } = services;
    const current = await autoTenderSettings(db, caller.companyId);
    const statuses = { ...current.statuses };
    for (const entry of body.statuses) statuses[entry.status] = entry.enabled;
    const next: AutoTenderSettings = { statuses, carrierId: body.carrierId };
    const problem = autoTenderProblemKeys(next).carrierId;
    if (problem) throw invalidField('carrierId', problem);
    if (next.carrierId !== null && !(await tenderableCarrier(db, next.carrierId)))
      throw invalidField('carrierId', tenderCarrierRefusal);
    await db.query(
      `INSERT INTO order_auto_tendering (company_id, enabled_statuses, carrier_id) VALUES ($1, $2, $3)
       ON CONFLICT (company_id) DO UPDATE SET enabled_statuses = EXCLUDED.enabled_statuses, carrier_id = EXCLUDED.carrier_id`,
      [caller.companyId, autoTenderStatuses.filter((s) => statuses[s]), next.carrierId],
    );
    return settingsOut(db, next);
  });
}

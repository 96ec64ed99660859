import { ShipmentStatus } from '../enums/freight.ts';
import { answer, type AnswerMessage } from '../messages/answers.ts';

/**
 * Shipment statuses a broker may switch automatic tendering on or off for (spec 1 §4 "automatic
 * tendering can be switched on or off by status"; ADR 052): the two a shipment made from orders
 * passes through before it is out to a carrier. Later statuses are already tendered or covered.
 */
export const autoTenderStatuses = [ShipmentStatus.Draft, ShipmentStatus.ReadyToBook] as const;
/** A status automatic tendering can be switched for. */
export type AutoTenderStatus = (typeof autoTenderStatuses)[number];

/** Defaults: off for every status, so nothing is offered to a carrier before a broker chooses it. */
export const defaultAutoTender: Readonly<Record<AutoTenderStatus, boolean>> = {
  [ShipmentStatus.Draft]: false,
  [ShipmentStatus.ReadyToBook]: false,
};

/** A broker company's automatic tendering: on or off per status, and the carrier it tenders to. */
export interface AutoTenderSettings {
  readonly statuses: Readonly<Record<AutoTenderStatus, boolean>>;
  readonly carrierId: string | null;
}

/**
 * Whether a shipment that walked through `walked` (in order: a shipment made from orders walks Draft →
 * Ready to Book) is tendered automatically, and at which status: the first one switched on. Without a
 * preferred carrier nothing is tendered, whatever the switches say.
 */
export function autoTenderAt(
  settings: AutoTenderSettings,
  walked: readonly ShipmentStatus[],
): AutoTenderStatus | null {
  if (settings.carrierId === null) return null;
  for (const status of walked) {
    if ((autoTenderStatuses as readonly ShipmentStatus[]).includes(status)) {
      const at = status as AutoTenderStatus;
      if (settings.statuses[at]) return at;
    }
  }
  return null;
}

/**
 * The rate an automatic tender offers: the shipment's max buy (the most the broker said it pays). No
 * max buy, no automatic tender: a carrier is never offered a price nobody chose.
 */
export function autoTenderRate(maxBuy: number | null | undefined): number | null {
  return maxBuy !== null && maxBuy !== undefined && maxBuy > 0 ? maxBuy : null;
}

/**
 * What is wrong with automatic tendering settings as a broker saves them: a status switched on needs
 * the carrier the tenders go to (field `carrierId`).
 */
export function autoTenderProblemKeys(
  settings: AutoTenderSettings,
): Partial<Record<'carrierId', AnswerMessage>> {
  const anyOn = autoTenderStatuses.some((status) => settings.statuses[status]);
  return anyOn && settings.carrierId === null ? { carrierId: answer('answer.autoTender.carrierNeeded') } : {};
}

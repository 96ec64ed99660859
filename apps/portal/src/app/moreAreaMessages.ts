import { contactMessagesEn } from '../areas/contacts/messages.ts';
import { equipmentMessagesEn } from '../areas/equipment/messages.ts';
import { loadBoardMessagesEn } from '../areas/load-board/messages.ts';
import { locationMessagesEn } from '../areas/locations/messages.ts';
import { orderMessagesEn } from '../areas/orders/messages.ts';
import { paymentMessagesEn } from '../areas/payments/messages.ts';
import { profileMessagesEn } from '../areas/profile/messages.ts';
import { thirdPartyPayerMessagesEn } from '../areas/third-party-payer-invoices/messages.ts';
import { videoMessagesEn } from '../areas/videos/messages.ts';

/**
 * The English texts of the signed-in areas that no first page of the shipments or the dashboard shows:
 * orders, locations, the load board (trucks, lanes, postings), equipment, payments, third-party payer
 * invoices, profile, contacts and videos. One chunk, loaded beside each of those areas' code
 * (`areaMessagesStore`), so the shell's first load does not carry them (ADR 083); one, not one per area,
 * because those areas show each other's texts (an order's stops are locations' fields, a profile its
 * contacts).
 */
export const moreAreaMessagesEn = {
  ...contactMessagesEn,
  ...equipmentMessagesEn,
  ...loadBoardMessagesEn,
  ...locationMessagesEn,
  ...orderMessagesEn,
  ...paymentMessagesEn,
  ...profileMessagesEn,
  ...thirdPartyPayerMessagesEn,
  ...videoMessagesEn,
} as const;

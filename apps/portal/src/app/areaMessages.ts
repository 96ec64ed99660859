import { accountingMessagesEn } from '../areas/accounting/messages.ts';
import { captureMessagesEn } from '../areas/capture/messages.ts';
import { caseMessagesEn } from '../areas/cases/messages.ts';
import { contactMessagesEn } from '../areas/contacts/messages.ts';
import { dashboardMessagesEn } from '../areas/dashboard/messages.ts';
import { equipmentMessagesEn } from '../areas/equipment/messages.ts';
import { loadBoardMessagesEn } from '../areas/load-board/messages.ts';
import { locationMessagesEn } from '../areas/locations/messages.ts';
import { orderMessagesEn } from '../areas/orders/messages.ts';
import { paperworkMessagesEn } from '../areas/paperwork/messages.ts';
import { paymentMessagesEn } from '../areas/payments/messages.ts';
import { profileMessagesEn } from '../areas/profile/messages.ts';
import { rateMessagesEn } from '../areas/rates/messages.ts';
import { shipmentDetailMessagesEn } from '../areas/shipments/detail/messages.ts';
import { shipmentListMessagesEn } from '../areas/shipments/list/messages.ts';
import { tenderMessagesEn } from '../areas/tenders/messages.ts';
import { thirdPartyPayerMessagesEn } from '../areas/third-party-payer-invoices/messages.ts';
import { videoMessagesEn } from '../areas/videos/messages.ts';

/**
 * The signed-in areas' English texts, one catalog loaded with the signed-in shell (`areaMessagesStore`,
 * ADR 064): the sign-in page never needs them, and one chunk keeps every area's page sure to find the
 * texts of the others it shows (the dashboard shows tenders, rates, shipments, accounting).
 */
export const areaMessagesEn = {
  ...shipmentListMessagesEn,
  ...shipmentDetailMessagesEn,
  ...paperworkMessagesEn,
  ...dashboardMessagesEn,
  ...accountingMessagesEn,
  ...caseMessagesEn,
  ...tenderMessagesEn,
  ...rateMessagesEn,
  ...loadBoardMessagesEn,
  ...contactMessagesEn,
  ...profileMessagesEn,
  ...paymentMessagesEn,
  ...orderMessagesEn,
  ...thirdPartyPayerMessagesEn,
  ...equipmentMessagesEn,
  ...videoMessagesEn,
  ...locationMessagesEn,
  ...captureMessagesEn,
} as const;

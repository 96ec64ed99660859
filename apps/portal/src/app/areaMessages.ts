import { accountingMessagesEn } from '../areas/accounting/messages.ts';
import { captureMessagesEn } from '../areas/capture/messages.ts';
import { caseMessagesEn } from '../areas/cases/messages.ts';
import { dashboardMessagesEn } from '../areas/dashboard/messages.ts';
import { paperworkMessagesEn } from '../areas/paperwork/messages.ts';
import { rateMessagesEn } from '../areas/rates/messages.ts';
import { shipmentDetailMessagesEn } from '../areas/shipments/detail/messages.ts';
import { shipmentListMessagesEn } from '../areas/shipments/list/messages.ts';
import { tenderMessagesEn } from '../areas/tenders/messages.ts';

/**
 * The English texts of the areas a signed-in load most often starts on and of those their pages show,
 * one catalog loaded with the signed-in shell (`areaMessagesStore`, ADR 064): the shipments, their
 * paperwork, problems and captures, the dashboard and what it lists (tenders, rate requests,
 * accounting). The other areas' texts are `moreAreaMessages.ts`, loaded with those areas' code (ADR 083).
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
  ...captureMessagesEn,
} as const;

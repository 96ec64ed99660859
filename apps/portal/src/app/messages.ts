import { routeTitleMessages, type LocalizedCatalog } from '@freightkit/domain';
import { authMessagesEn } from '../areas/auth/messages.ts';
import { shellMessagesEn } from '../areas/shell/messages.ts';
import { caseMessagesEn } from '../areas/cases/messages.ts';
import { accountingMessagesEn } from '../areas/accounting/messages.ts';
import { dashboardMessagesEn } from '../areas/dashboard/messages.ts';
import { shipmentDetailMessagesEn } from '../areas/shipments/detail/messages.ts';
import { shipmentListMessagesEn } from '../areas/shipments/list/messages.ts';
import { paperworkMessagesEn } from '../areas/paperwork/messages.ts';
import { captureMessagesEn } from '../areas/capture/messages.ts';
import { tenderMessagesEn } from '../areas/tenders/messages.ts';
import { loadBoardMessagesEn } from '../areas/load-board/messages.ts';
import { rateMessagesEn } from '../areas/rates/messages.ts';
import { contactMessagesEn } from '../areas/contacts/messages.ts';
import { profileMessagesEn } from '../areas/profile/messages.ts';
import { paymentMessagesEn } from '../areas/payments/messages.ts';
import { orderMessagesEn } from '../areas/orders/messages.ts';
import { thirdPartyPayerMessagesEn } from '../areas/third-party-payer-invoices/messages.ts';
import { equipmentMessagesEn } from '../areas/equipment/messages.ts';
import { videoMessagesEn } from '../areas/videos/messages.ts';
import { locationMessagesEn } from '../areas/locations/messages.ts';

/**
 * Texts only the portal shows (labels, headings, hints) that the spec does not word. Spec texts
 * come from domain's `specMessages`, kit texts from the kit; all three reach `UiProvider`.
 * English here; the es-US and fr-CA translations are sibling files (`messages.es-US.ts`), loaded per locale.
 */
export const portalMessagesEn = {
  'portal.name': 'FreightKit',
  'portal.loading': 'Loading…',
  'portal.skipToContent': 'Skip to content',
  /** The language pickers' label (sign-in page; the user menu's group of languages). */
  'portal.language': 'Language',
  // Each area keeps its own texts next to its screens.
  ...authMessagesEn,
  ...shellMessagesEn,
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

/** Key of a portal-only message. */
export type PortalMessageKey = keyof typeof portalMessagesEn;

/**
 * The portal's catalogs for `UiProvider`'s `messages` prop: domain's top-bar route titles (which
 * `specMessages` does not hold) and the portal's own texts.
 */
export const portalMessages: readonly LocalizedCatalog[] = [routeTitleMessages, { en: portalMessagesEn }];

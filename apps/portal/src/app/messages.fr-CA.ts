import type { portalMessagesEn } from './messages.ts';
import { authMessagesFrCa } from '../areas/auth/messages.fr-CA.ts';
import { shellMessagesFrCa } from '../areas/shell/messages.fr-CA.ts';
import { caseMessagesFrCa } from '../areas/cases/messages.fr-CA.ts';
import { accountingMessagesFrCa } from '../areas/accounting/messages.fr-CA.ts';
import { dashboardMessagesFrCa } from '../areas/dashboard/messages.fr-CA.ts';
import { shipmentDetailMessagesFrCa } from '../areas/shipments/detail/messages.fr-CA.ts';
import { shipmentListMessagesFrCa } from '../areas/shipments/list/messages.fr-CA.ts';
import { paperworkMessagesFrCa } from '../areas/paperwork/messages.fr-CA.ts';
import { captureMessagesFrCa } from '../areas/capture/messages.fr-CA.ts';
import { tenderMessagesFrCa } from '../areas/tenders/messages.fr-CA.ts';
import { loadBoardMessagesFrCa } from '../areas/load-board/messages.fr-CA.ts';
import { rateMessagesFrCa } from '../areas/rates/messages.fr-CA.ts';
import { contactMessagesFrCa } from '../areas/contacts/messages.fr-CA.ts';
import { profileMessagesFrCa } from '../areas/profile/messages.fr-CA.ts';
import { paymentMessagesFrCa } from '../areas/payments/messages.fr-CA.ts';
import { orderMessagesFrCa } from '../areas/orders/messages.fr-CA.ts';
import { thirdPartyPayerMessagesFrCa } from '../areas/third-party-payer-invoices/messages.fr-CA.ts';
import { equipmentMessagesFrCa } from '../areas/equipment/messages.fr-CA.ts';
import { videoMessagesFrCa } from '../areas/videos/messages.fr-CA.ts';
import { locationMessagesFrCa } from '../areas/locations/messages.fr-CA.ts';

/**
 * Every portal-only text in Canadian French (fr-CA): the `portal.*` keys and each area's translation, in the
 * order of the English `portalMessagesEn`. Typed against the English keys, so a missing or extra key fails
 * typecheck. Terms: docs/i18n/glossary.fr-CA.md.
 */
export const portalMessagesFrCa = {
  'portal.name': 'FreightKit',
  'portal.loading': 'Chargement…',
  'portal.skipToContent': 'Aller au contenu',
  'portal.language': 'Langue',
  ...authMessagesFrCa,
  ...shellMessagesFrCa,
  ...shipmentListMessagesFrCa,
  ...shipmentDetailMessagesFrCa,
  ...paperworkMessagesFrCa,
  ...dashboardMessagesFrCa,
  ...accountingMessagesFrCa,
  ...caseMessagesFrCa,
  ...tenderMessagesFrCa,
  ...rateMessagesFrCa,
  ...loadBoardMessagesFrCa,
  ...contactMessagesFrCa,
  ...profileMessagesFrCa,
  ...paymentMessagesFrCa,
  ...orderMessagesFrCa,
  ...thirdPartyPayerMessagesFrCa,
  ...equipmentMessagesFrCa,
  ...videoMessagesFrCa,
  ...locationMessagesFrCa,
  ...captureMessagesFrCa,
} as const satisfies Record<keyof typeof portalMessagesEn, string>;

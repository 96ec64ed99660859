import type { portalMessagesEn } from './messages.ts';
import { authMessagesEsUs } from '../areas/auth/messages.es-US.ts';
import { shellMessagesEsUs } from '../areas/shell/messages.es-US.ts';
import { caseMessagesEsUs } from '../areas/cases/messages.es-US.ts';
import { accountingMessagesEsUs } from '../areas/accounting/messages.es-US.ts';
import { dashboardMessagesEsUs } from '../areas/dashboard/messages.es-US.ts';
import { shipmentDetailMessagesEsUs } from '../areas/shipments/detail/messages.es-US.ts';
import { shipmentListMessagesEsUs } from '../areas/shipments/list/messages.es-US.ts';
import { paperworkMessagesEsUs } from '../areas/paperwork/messages.es-US.ts';
import { captureMessagesEsUs } from '../areas/capture/messages.es-US.ts';
import { tenderMessagesEsUs } from '../areas/tenders/messages.es-US.ts';
import { loadBoardMessagesEsUs } from '../areas/load-board/messages.es-US.ts';
import { rateMessagesEsUs } from '../areas/rates/messages.es-US.ts';
import { contactMessagesEsUs } from '../areas/contacts/messages.es-US.ts';
import { profileMessagesEsUs } from '../areas/profile/messages.es-US.ts';
import { paymentMessagesEsUs } from '../areas/payments/messages.es-US.ts';
import { orderMessagesEsUs } from '../areas/orders/messages.es-US.ts';
import { thirdPartyPayerMessagesEsUs } from '../areas/third-party-payer-invoices/messages.es-US.ts';
import { equipmentMessagesEsUs } from '../areas/equipment/messages.es-US.ts';
import { videoMessagesEsUs } from '../areas/videos/messages.es-US.ts';
import { locationMessagesEsUs } from '../areas/locations/messages.es-US.ts';

/**
 * Every portal-only text in US Spanish (es-US), mirroring {@link portalMessagesEn}: the `portal.*`
 * keys, then each area’s translation in the same order. The engine loads it only for an es-US user.
 */
export const portalMessagesEsUs = {
  'portal.name': 'FreightKit',
  'portal.loading': 'Cargando…',
  'portal.skipToContent': 'Ir al contenido',
  'portal.language': 'Idioma',
  ...authMessagesEsUs,
  ...shellMessagesEsUs,
  ...shipmentListMessagesEsUs,
  ...shipmentDetailMessagesEsUs,
  ...paperworkMessagesEsUs,
  ...dashboardMessagesEsUs,
  ...accountingMessagesEsUs,
  ...caseMessagesEsUs,
  ...tenderMessagesEsUs,
  ...rateMessagesEsUs,
  ...loadBoardMessagesEsUs,
  ...contactMessagesEsUs,
  ...profileMessagesEsUs,
  ...paymentMessagesEsUs,
  ...orderMessagesEsUs,
  ...thirdPartyPayerMessagesEsUs,
  ...equipmentMessagesEsUs,
  ...videoMessagesEsUs,
  ...locationMessagesEsUs,
  ...captureMessagesEsUs,
} as const satisfies Record<keyof typeof portalMessagesEn, string>;

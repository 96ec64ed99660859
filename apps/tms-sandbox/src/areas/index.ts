import { accessRequestsArea } from './access-requests/index.ts';
import type { Area } from './area.ts';
import { casesArea } from './cases/index.ts';
import { identityArea } from './identity/index.ts';
import { invoicesArea } from './invoices/index.ts';
import { loadBoardArea } from './load-board/index.ts';
import { rateRequestsArea } from './rate-requests/index.ts';
import { ratesArea } from './rates/index.ts';
import { shipmentsArea } from './shipments/index.ts';
import { tendersArea } from './tenders/index.ts';
import { documentsArea } from './documents/index.ts';
import { notesArea } from './notes/index.ts';
import { contactsArea } from './contacts/index.ts';
import { paymentsArea } from './payments/index.ts';
import { ordersArea } from './orders/index.ts';
import { thirdPartyPayerInvoicesArea } from './third-party-payer-invoices/index.ts';
import { profileArea } from './profile/index.ts';
import { trucksAndLanesArea } from './trucks-and-lanes/index.ts';
import { equipmentArea } from './equipment/index.ts';
import { videosArea } from './videos/index.ts';
import { locationsArea } from './locations/index.ts';

/**
 * Every area in dependency order: migrations and seeds run in this order (identity first, since
 * everything belongs to a company). A new slice appends its area here.
 */
export const areas: readonly Area[] = [
  identityArea,
  shipmentsArea,
  tendersArea,
  rateRequestsArea,
  ratesArea,
  casesArea,
  invoicesArea,
  accessRequestsArea,
  documentsArea,
  notesArea,
  loadBoardArea,
  contactsArea,
  paymentsArea,
  ordersArea,
  thirdPartyPayerInvoicesArea,
  profileArea,
  trucksAndLanesArea,
  equipmentArea,
  videosArea,
  locationsArea,
];

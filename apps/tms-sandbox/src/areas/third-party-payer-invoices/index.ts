import type { Area } from '../area.ts';
import { thirdPartyPayerRoutes } from './routes.ts';
import { seedThirdPartyPayerInvoices } from './seed.ts';

/**
 * Third-party payer invoices (spec 2 §2, §7; docs/adr/034): the list with its filters and view counts,
 * one invoice by number with its charges, and Add Invoice with the settled and not-delivered refusals.
 * The invoices live in the invoices area's table (its migration 003); their documents and notes are
 * an invoice's, answered by the documents and notes areas.
 */
export const thirdPartyPayerInvoicesArea: Area = {
  name: 'third-party-payer-invoices',
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedThirdPartyPayerInvoices,
  routes: thirdPartyPayerRoutes,
};

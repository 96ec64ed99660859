import type { Area } from '../area.ts';
import { invoiceRoutes } from './routes.ts';
import { seedInvoices } from './seed.ts';

/**
 * Payables invoices: the list (company-scoped: a carrier its own, a factoring company those
 * factored to it), one invoice with its charges, the external number and amount update with the
 * settled and not-delivered refusals, and the counts per accounting view behind the badge.
 */
export const invoicesArea: Area = {
  name: 'invoices',
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedInvoices,
  routes: invoiceRoutes,
};

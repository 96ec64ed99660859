import type { Area } from '../area.ts';
import { paymentRoutes } from './routes.ts';
import { seedPayments } from './seed.ts';

/**
 * Payment remittances (docs/adr/030): the list by check number in a payment-date window and one
 * payment with its paid invoices, company-scoped (a carrier its own, a factoring company those paid
 * to it).
 */
export const paymentsArea: Area = {
  name: 'payments',
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedPayments,
  routes: paymentRoutes,
};

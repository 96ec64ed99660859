import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { lazySchema } from './lazySchema.ts';

const count = lazySchema(() => z.number().int().min(0));

/** Open tender offers sent to the carrier (the Tenders badge). */
export const tenderCountsSchema = lazySchema(() => z.object({ sent: count }));

/** Rate requests by outcome (spec 1 §4): open = Sent, responded = Offered, declined = Declined. */
export const rateRequestCountsSchema = lazySchema(() =>
  z.object({ open: count, responded: count, declined: count }),
);

/** Cases by the four user-facing groups of spec 2 §4 (the Accessorial Requests badge shows `new`). */
export const caseCountStatsSchema = lazySchema(() =>
  z.object({
    new: count,
    inProgress: count,
    onHold: count,
    resolved: count,
  }),
);

/** One accounting group: its invoice total and how many shipments it holds (spec 2 §3). */
export const invoiceGroupCountSchema = lazySchema(() =>
  z.object({ invoiceAmount: z.number(), shipmentCount: count }),
);

/** Invoices by accounting view (spec 2 §4); the Accounting badge shows `actionRequired.shipmentCount`. */
export const invoiceStatusCountsSchema = lazySchema(() =>
  z.object({
    actionRequired: invoiceGroupCountSchema,
    pending: invoiceGroupCountSchema,
    inProgress: invoiceGroupCountSchema,
    paid: invoiceGroupCountSchema,
  }),
);

/** A single number. */
export const countSchema = lazySchema(() => z.object({ count }));

/** The counts behind the navigation badges. Admin-only calls answer 403 to other users. */
export const countEndpoints = {
  /** Open sent tenders of the caller's carrier. */
  tenders: defineEndpoint({
    name: 'counts.tenders',
    method: 'GET',
    path: 'api/v2/tenders/counts',
    access: 'authenticated',
    capability: 'tenders.view',
    summary: 'Open sent tender count.',
    response: tenderCountsSchema,
  }),
  /** Rate-request counts (open, responded, declined). */
  rateRequests: defineEndpoint({
    name: 'counts.rateRequests',
    method: 'GET',
    path: 'api/v2/rate_requests/counts',
    access: 'authenticated',
    capability: 'rateRequests.view',
    summary: 'Rate request counts.',
    response: rateRequestCountsSchema,
  }),
  /** Case counts by status group (spec path). */
  cases: defineEndpoint({
    name: 'counts.cases',
    method: 'GET',
    path: 'api/v2/cases/count_stats',
    access: 'authenticated',
    capability: 'cases.view',
    summary: 'Case count stats by status group.',
    response: caseCountStatsSchema,
  }),
  /** Invoice counts and amounts by accounting view. */
  invoices: defineEndpoint({
    name: 'counts.invoices',
    method: 'GET',
    path: 'api/v2/invoices/status_counts',
    access: 'authenticated',
    capability: 'accounting.view',
    summary: 'Invoice counts and amounts per accounting view.',
    response: invoiceStatusCountsSchema,
  }),
  /** Active shipments whose tracking needs an update from the carrier. */
  shipmentsNeedingUpdates: defineEndpoint({
    name: 'counts.shipmentsNeedingUpdates',
    method: 'GET',
    path: 'api/v2/shipments/counts/needing_updates',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'Count of shipments needing updates.',
    response: countSchema,
  }),
  /** Open access requests to the company (Admin only; others get 403). */
  accessRequests: defineEndpoint({
    name: 'counts.accessRequests',
    method: 'GET',
    path: 'api/v2/access_requests/count',
    access: 'authenticated',
    capability: 'accessRequests.view',
    summary: 'Open access request count (admins).',
    response: countSchema,
  }),
} as const;

import { addDays, endOfWeek, format, startOfWeek, subDays } from 'date-fns';
import { listPageSize } from '../constants/limits.ts';
import { InvoiceStatus } from '../enums/accounting.ts';
import { ShipmentStatus } from '../enums/freight.ts';
import { hasReachedStatus } from '../shipments/shipments.ts';
import type { StaticMessageKey } from '../messages/catalog.ts';

/** Third-party-payer invoice views, each with a count (spec 2 §2). */
export const thirdPartyPayerViews = [
  { id: 'actionRequired', label: 'tpp.view.actionRequired', actionRequired: true },
  { id: 'draft', label: 'tpp.view.draft', status: InvoiceStatus.Draft },
  { id: 'received', label: 'tpp.view.received', status: InvoiceStatus.Received },
  { id: 'settled', label: 'tpp.view.settled', status: InvoiceStatus.Settled },
  { id: 'all', label: 'tpp.view.all' },
] as const satisfies readonly {
  id: string;
  label: StaticMessageKey;
  status?: InvoiceStatus;
  actionRequired?: boolean;
}[];
/** One third-party-payer view id. */
export type ThirdPartyPayerViewId = (typeof thirdPartyPayerViews)[number]['id'];

/** Date filter presets of Invoice Date and Load Date (spec 2 §2). */
export const datePresets = ['today', 'yesterday', 'thisWeek', 'tomorrow', 'range'] as const;
/** One date filter preset. */
export type DatePreset = (typeof datePresets)[number];

/** Label keys of the date presets. */
export const datePresetLabels: Readonly<Record<DatePreset, StaticMessageKey>> = {
  today: 'tpp.filter.today',
  yesterday: 'tpp.filter.yesterday',
  thisWeek: 'tpp.filter.thisWeek',
  tomorrow: 'tpp.filter.tomorrow',
  range: 'tpp.filter.range',
};

/** A calendar date range as yyyy-MM-dd strings, either end optional. */
export interface DateRange {
  readonly start?: string;
  readonly end?: string;
}

/**
 * The date range of a preset relative to `now` (local calendar). This Week runs Sunday to Saturday
 * (the US week; not stated by the spec). Range takes the picked start and end as they are.
 */
export function datePresetRange(preset: DatePreset, now: Date, picked: DateRange = {}): DateRange {
  const day = (d: Date): string => format(d, 'yyyy-MM-dd');
  switch (preset) {
    case 'today':
      return { start: day(now), end: day(now) };
    case 'yesterday':
      return { start: day(subDays(now, 1)), end: day(subDays(now, 1)) };
    case 'tomorrow':
      return { start: day(addDays(now, 1)), end: day(addDays(now, 1)) };
    case 'thisWeek':
      return { start: day(startOfWeek(now)), end: day(endOfWeek(now)) };
    case 'range':
      return picked;
  }
}

/** The FILTERS tab of the third-party-payer list. */
export interface ThirdPartyPayerFilters {
  readonly statuses: readonly InvoiceStatus[];
  readonly invoiceDate: { readonly preset: DatePreset | null; readonly range?: DateRange };
  readonly loadDate: { readonly preset: DatePreset | null; readonly range?: DateRange };
  readonly onlyAuditable: boolean;
}

/** Filters after Reset: nothing chosen, 'Only Show Auditable' on (spec 2 §2, §9). */
export const defaultThirdPartyPayerFilters: ThirdPartyPayerFilters = {
  statuses: [],
  invoiceDate: { preset: null },
  loadDate: { preset: null },
  onlyAuditable: true,
};

/** Query of GET api/v1/third_party_payer_invoices (spec 2 §7). */
export interface ThirdPartyPayerQuery {
  status?: string;
  page: number;
  pageSize: number;
  actionRequired?: boolean;
  isAuditable: boolean;
  query?: string;
  invoiceDateStart?: string;
  invoiceDateEnd?: string;
  loadDateStart?: string;
  loadDateEnd?: string;
}

/**
 * Builds the list query from the view, the filters and the search text. The view's status wins
 * over the filter's statuses; several statuses are sent comma-separated; empty parts are absent.
 */
export function thirdPartyPayerQuery(input: {
  readonly view: ThirdPartyPayerViewId;
  readonly filters: ThirdPartyPayerFilters;
  readonly search: string;
  readonly page: number;
  readonly now: Date;
}): ThirdPartyPayerQuery {
  const view = thirdPartyPayerViews.find((v) => v.id === input.view) ?? thirdPartyPayerViews[4];
  const statuses = 'status' in view ? [view.status] : input.filters.statuses;
  const range = (f: ThirdPartyPayerFilters['invoiceDate']): DateRange =>
    f.preset === null ? {} : datePresetRange(f.preset, input.now, f.range);
  const invoiceDate = range(input.filters.invoiceDate);
  const loadDate = range(input.filters.loadDate);
  const query = input.search.trim();
  const q: ThirdPartyPayerQuery = {
    page: input.page,
    pageSize: listPageSize,
    isAuditable: input.filters.onlyAuditable,
  };
  if (statuses.length > 0) q.status = statuses.join(',');
  if ('actionRequired' in view) q.actionRequired = true;
  if (query !== '') q.query = query;
  if (invoiceDate.start) q.invoiceDateStart = invoiceDate.start;
  if (invoiceDate.end) q.invoiceDateEnd = invoiceDate.end;
  if (loadDate.start) q.loadDateStart = loadDate.start;
  if (loadDate.end) q.loadDateEnd = loadDate.end;
  return q;
}

/** End-of-list text of the infinite card list (spec 2 §2): no results at all, or no more. */
export function thirdPartyPayerListEnd(total: number, hasMore: boolean): StaticMessageKey | null {
  if (total === 0) return 'tpp.noMatches';
  return hasMore ? null : 'tpp.noMoreResults';
}

/** Remit To shows only when a factoring company exists (spec 2 §2). */
export function showRemitTo(invoice: { readonly factoringCompany?: unknown }): boolean {
  return invoice.factoringCompany != null && invoice.factoringCompany !== '';
}

/** What decides whether a third-party payer invoice waits on the carrier. */
export interface ThirdPartyPayerActionFacts {
  /** The invoice status code (spec 2 §3). */
  readonly status: number;
  /** The shipment's status value (spec 1 §3). */
  readonly shipmentStatus: number;
  readonly externalInvoiceNumber: string | null;
  readonly externalInvoiceAmount: number | null;
  readonly thirdPartPayerBillingSettingsId: string | null;
}

/**
 * Whether a third-party payer invoice is in the Action Required view: the spec names the view and
 * the `actionRequired` parameter but not the rule (spec 2 §2, §7). FreightKit's reading
 * (docs/adr/034): the payer waits on the carrier's own invoice. That is a Draft invoice the payer
 * processes (it has third-party billing settings, spec 2 §4), whose load is Delivered (before that
 * submission is blocked, so the carrier cannot act), and which has neither an invoice number nor an
 * amount from the carrier yet. Adding either takes it out of the view.
 */
export function isThirdPartyPayerActionRequired(invoice: ThirdPartyPayerActionFacts): boolean {
  const id = invoice.thirdPartPayerBillingSettingsId;
  return (
    invoice.status === InvoiceStatus.Draft &&
    id !== null &&
    id !== '' &&
    hasReachedStatus(invoice.shipmentStatus, ShipmentStatus.Delivered) &&
    (invoice.externalInvoiceNumber === null || invoice.externalInvoiceNumber.trim() === '') &&
    invoice.externalInvoiceAmount === null
  );
}

/**
 * 'Only Show Auditable' keeps the invoices the payer audits: those with third-party billing settings,
 * the others being 'not eligible for processing' (spec 2 §4, docs/adr/034).
 */
export function isThirdPartyPayerAuditable(invoice: {
  readonly thirdPartPayerBillingSettingsId: string | null;
}): boolean {
  const id = invoice.thirdPartPayerBillingSettingsId;
  return id !== null && id !== '';
}

/** The statuses the Invoice Status filter offers, in the spec's order (spec 2 §2, §3; Voided is never listed). */
export const thirdPartyPayerFilterStatuses: readonly InvoiceStatus[] = [
  InvoiceStatus.Draft,
  InvoiceStatus.Received,
  InvoiceStatus.Settled,
  InvoiceStatus.PaidInFull,
];

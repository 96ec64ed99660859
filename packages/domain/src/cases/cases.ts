import type { StaticMessageKey } from '../messages/catalog.ts';
import type { Tone } from '../tone.ts';

/** The four groups a case status is shown as (spec 2 §4). */
export type CaseDisplayGroup = 'resolved' | 'onHold' | 'inProgress' | 'new';

/** Each display group's label and tone (tones are ours: the spec gives no colours for cases). */
export const caseDisplayGroups: Readonly<Record<CaseDisplayGroup, { label: StaticMessageKey; tone: Tone }>> =
  {
    resolved: { label: 'cases.group.resolved', tone: 'positive' },
    onHold: { label: 'cases.group.onHold', tone: 'caution' },
    inProgress: { label: 'cases.group.inProgress', tone: 'info' },
    new: { label: 'cases.group.new', tone: 'neutral' },
  };

/** Folds 'On Hold - Pending Broker Update', 'OnHoldPendingBrokerUpdate', 'on_hold' alike. */
const fold = (value: string | null | undefined): string => (value ?? '').toLowerCase().replace(/[^a-z]/g, '');

const resolvedStatuses = new Set(['voided', 'resolved']);
const resolvedResolutions = new Set(['paid', 'declined']);

/**
 * The display group of a case (spec 2 §4). Resolved: voided flag, statuses Voided and Resolved,
 * resolution types Paid or Declined. On Hold: OnHold and its pending variants (broker update, carrier
 * documents, tracking info). In Progress: InProgress and its follow-up and initial-request variants.
 * Anything else is New. Status names are compared ignoring case, spaces and punctuation.
 */
export function caseDisplayGroup(c: {
  readonly status?: string | null;
  readonly statusDescription?: string | null;
  readonly isVoided?: boolean | null;
  readonly carrierCaseResolutionType?: string | null;
}): CaseDisplayGroup {
  const status = fold(c.status ?? c.statusDescription);
  if (c.isVoided === true || resolvedStatuses.has(status)) return 'resolved';
  if (resolvedResolutions.has(fold(c.carrierCaseResolutionType))) return 'resolved';
  if (status.startsWith('onhold')) return 'onHold';
  if (status.startsWith('inprogress')) return 'inProgress';
  return 'new';
}

/** Tabs of a case preview (spec 2 §2). */
export const caseTabs = [
  { id: 'notes', label: 'cases.tab.notes' },
  { id: 'documents', label: 'cases.tab.documents' },
  { id: 'history', label: 'cases.tab.history' },
] as const satisfies readonly { id: string; label: StaticMessageKey }[];

/** Query scoping cases to the user's company (spec 1 §6, spec 2 §7). */
export function casesScope(companyId: string): { involvedPartyIds: string } {
  return { involvedPartyIds: companyId };
}

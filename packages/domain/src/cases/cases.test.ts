import { describe, expect, it } from 'vitest';
import { caseDisplayGroup, caseDisplayGroups, casesScope, caseTabs } from './index.ts';

describe('case display groups (spec 2 §4)', () => {
  it.each([
    [{ status: 'Voided' }, 'resolved'],
    [{ status: 'Resolved' }, 'resolved'],
    [{ status: 'New', isVoided: true }, 'resolved'],
    [{ status: 'InProgress', carrierCaseResolutionType: 'Paid' }, 'resolved'],
    [{ status: 'OnHold', carrierCaseResolutionType: 'Declined' }, 'resolved'],
    [{ status: 'OnHold' }, 'onHold'],
    [{ status: 'OnHoldPendingBrokerUpdate' }, 'onHold'],
    [{ status: 'OnHoldPendingCarrierDocuments' }, 'onHold'],
    [{ status: 'On Hold - Pending Tracking Info' }, 'onHold'],
    [{ status: 'InProgress' }, 'inProgress'],
    [{ status: 'InProgressFollowUp' }, 'inProgress'],
    [{ status: 'In Progress - Initial Request' }, 'inProgress'],
    [{ status: 'New' }, 'new'],
    [{ status: 'Open', carrierCaseResolutionType: 'None' }, 'new'],
    [{ statusDescription: 'On Hold' }, 'onHold'],
    [{}, 'new'],
  ])('%j → %s', (c, group) => {
    expect(caseDisplayGroup(c)).toBe(group);
  });

  it('labels Resolved, On Hold, In Progress, New', () => {
    expect(Object.values(caseDisplayGroups).map((g) => g.label)).toEqual([
      'cases.group.resolved',
      'cases.group.onHold',
      'cases.group.inProgress',
      'cases.group.new',
    ]);
  });

  it('tabs and company scope', () => {
    expect(caseTabs.map((t) => t.id)).toEqual(['notes', 'documents', 'history']);
    expect(casesScope('c1')).toEqual({ involvedPartyIds: 'c1' });
  });
});

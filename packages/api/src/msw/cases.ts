import {
  CarrierCaseResolutionType,
  CaseStatus,
  caseStatuses,
  type CaseDisplayGroup,
} from '@freightkit/domain';
import type { CaseRecord } from '../contract/cases.ts';

/**
 * A case with sensible defaults: a New Detention request on shipment 100007 (the MSW shipments'
 * in-transit load), raised on 2026-11-20. The status description follows the status.
 *
 * @example buildCase({ caseNumber: 'CASE-5002', status: CaseStatus.OnHold })
 */
export function buildCase(overrides: Partial<CaseRecord> = {}): CaseRecord {
  const status = overrides.status ?? CaseStatus.New;
  return {
    id: `case-${overrides.caseNumber ?? 'CASE-5001'}`,
    caseNumber: 'CASE-5001',
    title: 'Detention',
    status,
    statusDescription: (caseStatuses.is(status) ? caseStatuses.label(status) : undefined) ?? status,
    isVoided: false,
    carrierCaseResolutionType: CarrierCaseResolutionType.None,
    caseSource: 'Carrier Portal',
    involvedParties: [{ id: 'company-swiftline', name: 'Swiftline Carriers' }],
    shipmentId: 'shipment-100007',
    shipmentNumber: '100007',
    createdDateTime: '2026-11-20T15:00:00.000Z',
    amount: 150,
    description: 'Held 4 hours at the consignee past the appointment.',
    ...overrides,
  };
}

const titles = ['Detention', 'Lumper', 'Layover', 'TONU'] as const;

/**
 * A carrier's cases in every display group, newest first: three New, two In Progress, one On Hold
 * and three Resolved (a paid, a resolved and a voided one), spread over shipments 100001–100009.
 */
export function buildCases(): CaseRecord[] {
  const plan: readonly [status: CaseStatus, resolution?: CarrierCaseResolutionType, voided?: boolean][] = [
    [CaseStatus.New],
    [CaseStatus.New],
    [CaseStatus.New],
    [CaseStatus.InProgress],
    [CaseStatus.InProgressFollowUp],
    [CaseStatus.OnHoldPendingCarrierDocuments],
    [CaseStatus.InProgress, CarrierCaseResolutionType.Paid],
    [CaseStatus.Resolved],
    [CaseStatus.Voided, CarrierCaseResolutionType.None, true],
  ];
  return plan
    .map(([status, resolution = CarrierCaseResolutionType.None, voided = false], i) =>
      buildCase({
        caseNumber: `CASE-${5001 + i}`,
        title: titles[i % titles.length] ?? 'Detention',
        status,
        carrierCaseResolutionType: resolution,
        isVoided: voided,
        shipmentId: `shipment-${100001 + ((i * 3) % 10)}`,
        shipmentNumber: String(100001 + ((i * 3) % 10)),
        createdDateTime: new Date(Date.UTC(2026, 10, 20, 15) - (8 - i) * 86_400_000).toISOString(),
      }),
    )
    .reverse();
}

/**
 * The cases of {@link buildCases} as each view lists them, written out: New holds CASE-5001–5003,
 * In Progress CASE-5004–5005, On Hold CASE-5006, Resolved CASE-5007–5009 (the paid, the resolved
 * and the voided one); each newest first.
 */
export function buildCaseViews(): Record<CaseDisplayGroup, CaseRecord[]> {
  const cases = buildCases();
  const numbered = (...numbers: number[]) =>
    cases.filter((c) => numbers.map((n) => `CASE-${String(n)}`).includes(c.caseNumber));
  return {
    new: numbered(5001, 5002, 5003),
    inProgress: numbered(5004, 5005),
    onHold: numbered(5006),
    resolved: numbered(5007, 5008, 5009),
  };
}

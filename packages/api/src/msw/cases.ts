import { CarrierCaseResolutionType, caseDisplayGroup, CaseStatus, caseStatuses } from '@freightkit/domain';
import { delay, type HttpHandler } from 'msw';
import { caseEndpoints, type CaseRecord } from '../contract/cases.ts';
import { countEndpoints } from '../contract/counts.ts';
import { endpointHandler, errorResponse, type HandlerOptions } from './endpointHandler.ts';

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

/** Options of {@link createCaseHandlers}. */
export interface MockCaseOptions extends HandlerOptions {
  /** The caller's cases, newest first. @default {@link buildCases} */
  readonly cases?: readonly CaseRecord[];
  /** Answer every case call (and the count stats) with this status, e.g. 500 for a failed load. */
  readonly failWith?: number;
  /** Delay of every answer, for loading states. @default 0 */
  readonly delayMs?: number;
}

/**
 * MSW handlers of the case calls for stories and tests: the list (paged, filtered by display
 * group through domain's `caseDisplayGroup`), one case by number (404 when unknown, as for another
 * company's), a shipment's cases, and count stats counted from the same cases so views and
 * counts agree.
 *
 * @example msw.use(...createCaseHandlers({ cases: [buildCase()] }))
 */
export function createCaseHandlers(options: MockCaseOptions = {}): HttpHandler[] {
  const cases = options.cases ?? buildCases();
  const o = { baseUrl: options.baseUrl ?? '' };
  const e = caseEndpoints;
  const before = async (): Promise<Response | null> => {
    if (options.delayMs) await delay(options.delayMs);
    return options.failWith === undefined ? null : errorResponse(options.failWith, 'Unable to load cases.');
  };
  const page = (items: readonly CaseRecord[], query: { page: number; pageSize: number }) => ({
    items: items.slice((query.page - 1) * query.pageSize, query.page * query.pageSize),
    totalCount: items.length,
    page: query.page,
    pageSize: query.pageSize,
  });

  return [
    endpointHandler(
      countEndpoints.cases,
      async () => {
        const stats = { new: 0, inProgress: 0, onHold: 0, resolved: 0 };
        for (const c of cases) stats[caseDisplayGroup(c)] += 1;
        return (await before()) ?? stats;
      },
      o,
    ),
    endpointHandler(
      e.list,
      async ({ query }) =>
        (await before()) ??
        page(
          query.group === undefined ? cases : cases.filter((c) => caseDisplayGroup(c) === query.group),
          query,
        ),
      o,
    ),
    endpointHandler(
      e.byNumber,
      async ({ params }) =>
        (await before()) ??
        cases.find((c) => c.caseNumber === params.caseNumber) ??
        errorResponse(404, 'The case was not found.'),
      o,
    ),
    endpointHandler(
      e.ofShipment,
      async ({ params, query }) =>
        (await before()) ??
        page(
          cases.filter((c) => c.shipmentId === params.id),
          query,
        ),
      o,
    ),
  ];
}

import { InvoiceStatus, ShipmentStatus } from '@freightkit/domain';
import type {
  ThirdPartyPayerCounts,
  ThirdPartyPayerInvoice,
  ThirdPartyPayerInvoiceSummary,
} from '../contract/thirdPartyPayerInvoices.ts';
import { buildInvoice, type InvoiceOverrides } from './invoices.ts';

/** Options of {@link buildThirdPartyPayerInvoice}: the invoice's fields plus a status code and shipment status value. */
export type ThirdPartyPayerInvoiceOverrides = InvoiceOverrides &
  Partial<Omit<ThirdPartyPayerInvoice, keyof ReturnType<typeof buildInvoice>>>;

/**
 * A third-party payer invoice with sensible defaults: Draft invoice 770001 of $2,150.00 billed to
 * Lakeshore Foods and settled by Keystone Freight Audit, on delivered shipment 100033 from Chicago,
 * IL to Denver, CO loaded 2026-11-02, eligible (auditable) and waiting on the carrier's invoice (Action
 * Required). The two flags are the back end's answer, written out: give them with the fields they follow.
 *
 * @example buildThirdPartyPayerInvoice({ invoiceNumber: '770004', statusCode: InvoiceStatus.Settled, actionRequired: false })
 */
export function buildThirdPartyPayerInvoice(
  overrides: ThirdPartyPayerInvoiceOverrides = {},
): ThirdPartyPayerInvoice {
  const {
    loadDate = '2026-11-02',
    origin = { city: 'Chicago', state: 'IL' },
    destination = { city: 'Denver', state: 'CO' },
    thirdPartyPayerName = 'Keystone Freight Audit',
    actionRequired,
    isAuditable,
    ...rest
  } = overrides;
  const invoiceNumber = rest.invoiceNumber ?? '770001';
  const invoice = buildInvoice({
    id: `tpp-${invoiceNumber}`,
    invoiceAmount: 2150,
    customerName: 'Lakeshore Foods',
    numberOfRequiredDocuments: 2,
    numberOfUploadedRequiredDocuments: 1,
    ...rest,
    invoiceNumber,
  });
  // The flags the back end decides are written out, not derived: a fixture holds no rule.
  return {
    ...invoice,
    loadDate,
    origin,
    destination,
    thirdPartyPayerName,
    isAuditable: isAuditable ?? true,
    actionRequired: actionRequired ?? true,
  };
}

/** The listed shape of a fixture invoice (the list carries no charges). */
export function toThirdPartyPayerSummary({
  charges: _charges,
  ...summary
}: ThirdPartyPayerInvoice): ThirdPartyPayerInvoiceSummary {
  return summary;
}

/**
 * A carrier's third-party payer invoices in every view, written out like the sandbox's seed: three
 * waiting on the carrier (Action Required, one factored to Northwind), one Draft already invoiced,
 * one Draft on a load still in transit, two Received, two Settled (one factored), one Paid in Full,
 * and one not eligible (no billing settings: hidden while 'Only Show Auditable' is on). Newest first.
 */
export function buildThirdPartyPayerInvoices(): ThirdPartyPayerInvoice[] {
  const plan: readonly [InvoiceStatus, number, Partial<ThirdPartyPayerInvoiceOverrides>][] = [
    [InvoiceStatus.Draft, 2150, {}],
    [
      InvoiceStatus.Draft,
      1675.5,
      { customerName: 'Prairie Grain Co-op', origin: { city: 'Omaha', state: 'NE' } },
    ],
    [InvoiceStatus.Draft, 3040, { factoringCompany: 'Northwind Factoring', feeAndBalance: 91.2 }],
    [
      InvoiceStatus.Draft,
      1280,
      { externalInvoiceNumber: 'SWL-5521', externalInvoiceAmount: 1280, actionRequired: false },
    ],
    [
      InvoiceStatus.Draft,
      1990,
      {
        shipmentStatusValue: ShipmentStatus.InTransit,
        numberOfUploadedRequiredDocuments: 0,
        actionRequired: false,
        dueDateTimeStamp: null,
      },
    ],
    [InvoiceStatus.Received, 2410, { externalInvoiceNumber: 'SWL-5502', externalInvoiceAmount: 2410 }],
    [InvoiceStatus.Received, 1525, { externalInvoiceNumber: 'SWL-5497', externalInvoiceAmount: 1525 }],
    [
      InvoiceStatus.Settled,
      2780,
      {
        externalInvoiceNumber: 'SWL-5480',
        externalInvoiceAmount: 2780,
        factoringCompany: 'Northwind Factoring',
        feeAndBalance: 83.4,
      },
    ],
    [InvoiceStatus.Settled, 1345, { externalInvoiceNumber: 'SWL-5471', externalInvoiceAmount: 1345 }],
    [InvoiceStatus.PaidInFull, 2205, { externalInvoiceNumber: 'SWL-5460', externalInvoiceAmount: 2205 }],
    [
      InvoiceStatus.Draft,
      890,
      {
        thirdPartPayerBillingSettingsId: null,
        customerName: 'Bluewater Marine Supply',
        isAuditable: false,
        actionRequired: false,
      },
    ],
  ];
  return plan.map(([statusCode, amount, extra], i) => {
    const number = String(770001 + i);
    const fee = extra.feeAndBalance ?? 0;
    const invoiced = statusCode !== InvoiceStatus.Draft;
    return buildThirdPartyPayerInvoice({
      // Only a Draft waits on the carrier; the plan says which Drafts do not.
      actionRequired: statusCode === InvoiceStatus.Draft,
      invoiceNumber: number,
      statusCode,
      invoiceAmount: amount,
      balance: Math.round((amount - fee) * 100) / 100,
      total: amount,
      shipmentId: `shipment-${String(100060 - i)}`,
      shipmentNumber: String(100060 - i),
      dueDateTimeStamp: invoiced ? '2026-12-04T15:00:00.000Z' : '2026-12-10T15:00:00.000Z',
      createDateTimeStamp: new Date(Date.UTC(2026, 10, 20, 15) - i * 86_400_000).toISOString(),
      loadDate: new Date(Date.UTC(2026, 10, 17) - i * 86_400_000).toISOString().slice(0, 10),
      thirdPartPayerBillingSettingsId: `TPBS-${number}`,
      ...extra,
    });
  });
}

/** The fixture invoices as each view lists them with 'Only Show Auditable' on, and their counts. */
export interface ThirdPartyPayerViewFixtures {
  readonly views: Readonly<Record<keyof ThirdPartyPayerCounts, ThirdPartyPayerInvoiceSummary[]>>;
  readonly counts: ThirdPartyPayerCounts;
}

/**
 * {@link buildThirdPartyPayerInvoices} by view, auditable only (the default filter): Action Required
 * 770001–770003, Draft 770001–770005, Received 770006–770007, Settled 770008–770009, All 770001–770010
 * (770011 is not auditable). Written out, so a story reads what it shows.
 */
export function buildThirdPartyPayerViews(): ThirdPartyPayerViewFixtures {
  const all = buildThirdPartyPayerInvoices().map(toThirdPartyPayerSummary);
  const numbered = (...numbers: number[]) =>
    numbers.flatMap((n) => all.filter((i) => i.invoiceNumber === String(n)));
  const range = (from: number, to: number) =>
    numbered(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
  const views = {
    actionRequired: range(770001, 770003),
    draft: range(770001, 770005),
    received: range(770006, 770007),
    settled: range(770008, 770009),
    all: range(770001, 770010),
  };
  return {
    views,
    counts: { actionRequired: 3, draft: 5, received: 2, settled: 2, all: 10 },
  };
}

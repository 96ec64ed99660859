import { DocumentType, ShipmentStatus, shipmentStatuses } from '../enums/index.ts';
import {
  answer,
  answerText,
  problemTexts,
  type AnswerMessage,
  type FieldProblems,
} from '../messages/answers.ts';

/**
 * The kinds of accessorial request a carrier raises (ADR 032). The spec names cases "accessorial
 * requests such as claims and support items" (spec 2 §1) without listing kinds; these are the ones
 * a carrier's office asks a broker to pay for, plus Other for anything else (a support item).
 */
export const accessorialTypes = ['Detention', 'Layover', 'Lumper', 'TONU', 'Other'] as const;
/** One kind of accessorial request; stored as the case's title. */
export type AccessorialType = (typeof accessorialTypes)[number];

/** Whether a value is one of {@link accessorialTypes}. */
export function isAccessorialType(value: unknown): value is AccessorialType {
  return typeof value === 'string' && (accessorialTypes as readonly string[]).includes(value);
}

/** Whether a kind of request must say how much is asked (every paid accessorial; Other may or may not). */
export type AmountRule = 'required' | 'optional';

/**
 * What each kind of request needs and when it may be raised (ADR 032):
 * - Detention, Layover, Lumper happen at a stop, so the truck must have been on the road: In Transit,
 *   At Stop, Delivered or Delivery Confirmed.
 * - TONU (truck ordered, not used) is owed when a load the carrier was booked on is cancelled or not
 *   loaded: Booked, Dispatched or Voided.
 * - Other, once the load is the carrier's: Booked and later, or Voided.
 * A load still in Draft, Ready to Book or Tendering is not the carrier's yet: nothing can be raised.
 */
export const accessorialRules: Readonly<
  Record<
    AccessorialType,
    {
      readonly amount: AmountRule;
      readonly statuses: readonly ShipmentStatus[];
      readonly documentType: DocumentType;
    }
  >
> = {
  Detention: {
    amount: 'required',
    statuses: [
      ShipmentStatus.InTransit,
      ShipmentStatus.AtStop,
      ShipmentStatus.Delivered,
      ShipmentStatus.DeliveryConfirmed,
    ],
    documentType: DocumentType.ShipmentMiscellaneous,
  },
  Layover: {
    amount: 'required',
    statuses: [
      ShipmentStatus.InTransit,
      ShipmentStatus.AtStop,
      ShipmentStatus.Delivered,
      ShipmentStatus.DeliveryConfirmed,
    ],
    documentType: DocumentType.ShipmentMiscellaneous,
  },
  Lumper: {
    amount: 'required',
    statuses: [
      ShipmentStatus.InTransit,
      ShipmentStatus.AtStop,
      ShipmentStatus.Delivered,
      ShipmentStatus.DeliveryConfirmed,
    ],
    // The receipt of the unloading crew is what a lumper request is paid on.
    documentType: DocumentType.LumperReceipt,
  },
  TONU: {
    amount: 'required',
    statuses: [ShipmentStatus.Booked, ShipmentStatus.Dispatched, ShipmentStatus.Voided],
    documentType: DocumentType.ShipmentMiscellaneous,
  },
  Other: {
    amount: 'optional',
    statuses: [
      ShipmentStatus.Voided,
      ShipmentStatus.Booked,
      ShipmentStatus.Dispatched,
      ShipmentStatus.InTransit,
      ShipmentStatus.AtStop,
      ShipmentStatus.Delivered,
      ShipmentStatus.DeliveryConfirmed,
    ],
    documentType: DocumentType.ShipmentMiscellaneous,
  },
};

/** Largest amount one request may ask for, in dollars (ADR 032: above it is a claim, not an accessorial). */
export const caseAmountMax = 10_000;
/** Longest description of a request. */
export const caseDescriptionMaxLength = 2000;
/** Most documents one request carries when it is raised (more can be added on the case afterwards). */
export const caseDocumentsMax = 5;

/** Whether a kind of request must carry an amount. */
export function accessorialNeedsAmount(type: string | null | undefined): boolean {
  return isAccessorialType(type) && accessorialRules[type].amount === 'required';
}

/** The document type the files attached to a new request are filed as (a lumper receipt for Lumper). */
export function caseDocumentType(type: AccessorialType): DocumentType {
  return accessorialRules[type].documentType;
}

/** The kinds of request a shipment in `status` allows, in {@link accessorialTypes} order. */
export function accessorialTypesFor(status: number): AccessorialType[] {
  return accessorialTypes.filter((type) =>
    (accessorialRules[type].statuses as readonly number[]).includes(status),
  );
}

/** Whether any request can be raised on a shipment in `status` (the portal offers the action by it). */
export function canRaiseCaseOn(status: number): boolean {
  return accessorialTypesFor(status).length > 0;
}

/** What a new request says, as typed (the form's values and the back end's body alike). */
export interface CaseDraft {
  readonly type: string | null | undefined;
  /** Dollars; null or undefined when not given. */
  readonly amount?: number | null | undefined;
  readonly description?: string | null | undefined;
  /** How many documents are attached. */
  readonly documentCount?: number | undefined;
}

/** The fields of a new request ({@link CaseDraft}), as its problems name them. */
export type CaseDraftField = 'type' | 'amount' | 'description' | 'documents';
/** Field → what is missing or wrong in a {@link CaseDraft}, in English; empty when it can be sent. */
export type CaseDraftProblems = Partial<Record<CaseDraftField, string>>;

const hasCents = (amount: number): boolean => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/**
 * What is wrong with a new request, field by field (the portal shows each next to its field; the back
 * end answers them as a 400 model state): a kind of request from {@link accessorialTypes}; an amount
 * where the kind needs one, positive, at most {@link caseAmountMax} dollars and in whole cents; a
 * description of at most {@link caseDescriptionMaxLength} characters that is not blank; at most
 * {@link caseDocumentsMax} documents.
 */
export function caseDraftProblems(draft: CaseDraft): CaseDraftProblems {
  return problemTexts(caseDraftProblemKeys(draft));
}

/** {@link caseDraftProblems} as catalog keys (ADR 048), which the portal renders in its user's language. */
export function caseDraftProblemKeys(draft: CaseDraft): FieldProblems<CaseDraftField> {
  const problems: FieldProblems<CaseDraftField> = {};
  if (!isAccessorialType(draft.type)) problems.type = answer('answer.cases.typeRequired');
  const amount = draft.amount ?? null;
  if (amount === null || Number.isNaN(amount)) {
    if (accessorialNeedsAmount(draft.type))
      problems.amount = answer('answer.cases.amountRequired', { type: String(draft.type) });
  } else if (!Number.isFinite(amount) || amount <= 0) problems.amount = answer('answer.cases.amountPositive');
  else if (amount > caseAmountMax)
    problems.amount = answer('answer.cases.amountTooHigh', {
      max: `$${caseAmountMax.toLocaleString('en-US')}.00`,
    });
  else if (!hasCents(amount)) problems.amount = answer('answer.cases.amountCents');
  const description = draft.description?.trim() ?? '';
  if (description === '') problems.description = answer('answer.cases.descriptionRequired');
  else if (description.length > caseDescriptionMaxLength)
    problems.description = answer('answer.cases.descriptionTooLong', {
      max: String(caseDescriptionMaxLength),
    });
  if ((draft.documentCount ?? 0) > caseDocumentsMax)
    problems.documents = answer('answer.cases.documentsTooMany', { max: caseDocumentsMax });
  return problems;
}

/**
 * The back end's sentence (400) when a kind of request does not fit the shipment's status, or null
 * when it does. The portal offers only the kinds that fit, so this answers a stale screen.
 */
export function caseStatusRefusal(type: AccessorialType, shipmentStatus: number): string | null {
  const refusal = caseStatusRefusalKey(type, shipmentStatus);
  return refusal === null ? null : answerText(refusal);
}

/** {@link caseStatusRefusal} as its catalog key (ADR 048); the status renders in the reader's language. */
export function caseStatusRefusalKey(type: AccessorialType, shipmentStatus: number): AnswerMessage | null {
  if ((accessorialRules[type].statuses as readonly number[]).includes(shipmentStatus)) return null;
  const fits = accessorialTypesFor(shipmentStatus);
  const labelKey = shipmentStatuses.messageKey(shipmentStatus);
  return answer(
    'answer.cases.statusRefused',
    {
      type,
      status: shipmentStatuses.label(shipmentStatus) ?? String(shipmentStatus),
      allowed: fits.length === 0 ? 'none' : fits.join(', '),
    },
    labelKey === undefined ? undefined : { status: labelKey },
  );
}

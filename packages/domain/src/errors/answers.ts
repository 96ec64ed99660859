import { maxSearchRadiusMiles } from '../load-board/search.ts';
import { postingLimit, truckPostingHorizonDays } from '../load-board/postings.ts';
import { orderRateRequestMaxCarriers } from '../orders/rateRequests.ts';
import {
  answer,
  answerMessagesEn,
  answerText,
  type AnswerMessage,
  type AnswerMessageKey,
  type AnswerParams,
} from '../messages/answers.ts';
import type { ServerText } from '../messages/catalog.ts';

/**
 * How a refused answer carries the keys of its texts (ADR 048), next to the English it has always had:
 * `messageKey` / `messageParams` / `messageLabels` for `message`, and `modelStateKeys` parallel to
 * `modelState` (same fields, same order; `null` for a text without a key).
 */
export interface AnswerKeys {
  readonly messageKey?: string | null;
  readonly messageParams?: AnswerParams | null;
  readonly messageLabels?: Readonly<Record<string, string>> | null;
  readonly modelStateKeys?: Readonly<Record<string, readonly (AnswerMessage | null)[]>> | null;
}

/**
 * The sentences the back end writes with fixed parameters, keyed by their English: every answer text
 * without a placeholder, and those whose placeholders domain's constants fill (a radius limit, the
 * posting horizon). A text a rule builds from data (a unit number, an e-mail) comes from that rule's
 * own `AnswerMessage` instead (`tenderAnswerRefusal`, `duplicateUnitNumber`…).
 */
const fixedCandidates: readonly AnswerMessage[] = [
  ...(Object.keys(answerMessagesEn) as AnswerMessageKey[])
    .filter((key) => !answerMessagesEn[key].includes('{'))
    .map((key) => answer(key)),
  answer('answer.loadBoard.radius', { max: maxSearchRadiusMiles }),
  answer('answer.postings.emptyOnFar', { days: truckPostingHorizonDays }),
  answer('answer.postings.trucksFull', { limit: postingLimit }),
  answer('answer.postings.lanesFull', { limit: postingLimit }),
  answer('answer.orders.tooManyCarriers', { max: orderRateRequestMaxCarriers }),
];

let byText: ReadonlyMap<string, AnswerMessage> | undefined;

/** The English of every fixed sentence → its key, built on first use (no work when a bundle imports domain). */
function fixedByText(): ReadonlyMap<string, AnswerMessage> {
  if (byText === undefined) {
    const map = new Map<string, AnswerMessage>();
    // Where two keys share their English (two capabilities refused in the same words), the first keeps
    // it, so a sentence always reads back to the same key.
    for (const m of fixedCandidates) if (!map.has(answerText(m))) map.set(answerText(m), m);
    byText = map;
  }
  return byText;
}

/** Every sentence the back end writes with fixed parameters, one per English text (for guard tests). */
export function fixedAnswerMessages(): readonly AnswerMessage[] {
  return [...fixedByText().values()];
}

/**
 * The key of a sentence the back end writes with fixed parameters (see {@link fixedAnswerMessages}), found by its
 * exact English; `undefined` for any other text (data in it, or a text outside the catalogs).
 */
export function answerOfText(text: string): AnswerMessage | undefined {
  return fixedByText().get(text);
}

/** What the back end knows of one issue its schema found in a request (a zod issue, structurally). */
export interface InputIssue {
  readonly code: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  /** Whether the limit itself is allowed (`.min`) or not (`.positive`, `.gt`). */
  readonly inclusive?: boolean;
  readonly message?: string;
  /** A contract's own data on a `custom` issue: `answer` holds the key of a form rule's sentence. */
  readonly params?: Readonly<Record<string, unknown>>;
}

/**
 * The answer text of a schema issue: the key a form rule gave it (a `custom` issue whose `params.answer`
 * is the rule's `AnswerMessage`, see `addProblemIssues` in the contract), the contract's own sentence
 * when it is a catalog text (the load board's checks), else a reading of the issue's code and limits in plain words. `undefined` for a
 * contract's own sentence (`custom`) outside the catalogs: a generic reading would say less than it,
 * so the reader gets the sentence as written.
 */
export function inputIssueAnswer(issue: InputIssue): AnswerMessage | undefined {
  const keyed = asAnswer(issue.params?.answer);
  if (keyed !== undefined) return keyed;
  const known = issue.message === undefined ? undefined : answerOfText(issue.message);
  if (known !== undefined) return known;
  if (issue.code === 'custom') return undefined;
  const limit = (n: number | bigint | undefined) => (n === undefined ? 0 : Number(n));
  const counted = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set';
  // A date's or a file's limits are timestamps and bytes, which no plain sentence here reads out.
  const numeric = issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint';
  switch (issue.code) {
    case 'invalid_type':
      return answer('answer.input.invalidType');
    case 'invalid_value':
      return answer('answer.input.invalidChoice');
    case 'invalid_format':
      return answer('answer.input.invalidFormat');
    case 'not_multiple_of':
      return answer('answer.input.notWhole');
    case 'unrecognized_keys':
      return answer('answer.input.unknownFields');
    case 'too_small':
      if (numeric)
        return issue.inclusive === false
          ? answer('answer.input.notAbove', { minimum: limit(issue.minimum) })
          : answer('answer.input.tooSmall', { minimum: limit(issue.minimum) });
      if (!counted) return answer('answer.input.invalid');
      return issue.origin === 'string'
        ? answer('answer.input.tooShort', { minimum: limit(issue.minimum) })
        : answer('answer.input.tooFewItems', { minimum: limit(issue.minimum) });
    case 'too_big':
      if (numeric)
        return issue.inclusive === false
          ? answer('answer.input.notBelow', { maximum: limit(issue.maximum) })
          : answer('answer.input.tooBig', { maximum: limit(issue.maximum) });
      if (!counted) return answer('answer.input.invalid');
      return issue.origin === 'string'
        ? answer('answer.input.tooLong', { maximum: limit(issue.maximum) })
        : answer('answer.input.tooManyItems', { maximum: limit(issue.maximum) });
    default:
      return answer('answer.input.invalid');
  }
}

/** The key of an answer's `message`, when it carries one. */
export function messageAnswer(body: AnswerKeys | null | undefined): AnswerMessage | undefined {
  return asAnswer({ key: body?.messageKey, params: body?.messageParams, labels: body?.messageLabels });
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * An answer key as the wire holds it, checked: the body of a failed answer is not parsed by the
 * contract, so a malformed key (an older or foreign server) reads as no key rather than breaking a render.
 */
function asAnswer(value: unknown): AnswerMessage | undefined {
  if (!isRecord(value) || typeof value.key !== 'string' || value.key === '') return undefined;
  const params = isRecord(value.params)
    ? Object.fromEntries(
        Object.entries(value.params).filter(
          (entry): entry is [string, string | number] =>
            typeof entry[1] === 'string' || typeof entry[1] === 'number',
        ),
      )
    : undefined;
  const labels = isRecord(value.labels)
    ? Object.fromEntries(
        Object.entries(value.labels).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : undefined;
  return {
    key: value.key,
    ...(params === undefined ? {} : { params }),
    ...(labels === undefined ? {} : { labels }),
  };
}

/**
 * An answer's model state as server texts, field by field, each with its key when the answer carries
 * one (render each with `renderMessage`). A field's texts keep their order.
 *
 * @example const onFields = modelStateTexts(error.body); renderMessage(t, onFields.email[0])
 */
export function modelStateTexts(
  body:
    | (AnswerKeys & {
        readonly modelState?: Readonly<Record<string, string | readonly string[]>> | null;
      })
    | null
    | undefined,
): Record<string, ServerText[]> {
  const result: Record<string, ServerText[]> = {};
  for (const [field, value] of Object.entries(body?.modelState ?? {})) {
    const texts = typeof value === 'string' ? [value] : value;
    const keys: unknown = isRecord(body?.modelStateKeys) ? body.modelStateKeys[field] : undefined;
    result[field] = texts.map((text, i) => {
      const key = Array.isArray(keys) ? asAnswer(keys[i]) : undefined;
      return key === undefined ? { text } : { text, answer: key };
    });
  }
  return result;
}

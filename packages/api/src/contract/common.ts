import { z } from 'zod';
import { answerText, type FieldProblems } from '@freightkit/domain';
import { lazySchema } from './lazySchema.ts';

/**
 * An entity id. Ids are opaque strings (the sandbox uses UUIDs), matching domain's `CurrentUser`
 * and making ids of another company impossible to guess.
 */
export const idSchema = lazySchema(() => z.string().min(1).max(64));

/** An id in a path or query string. */
export const idParamSchema = lazySchema(() => z.string().min(1).max(64));

/** Path params of calls addressing one entity by id. */
export const byIdParamsSchema = lazySchema(() => z.object({ id: idParamSchema }));

/** A phone number of a contact (types such as OfficeNumber, MobileNumber). */
export const phoneNumberSchema = lazySchema(() => z.object({ value: z.string(), type: z.string() }));
/** A phone number entry of a contact. */
export type PhoneNumber = z.infer<typeof phoneNumberSchema>;

/** City, state and postal code of a stop or search result (spec 1 §3). */
export const placeSchema = lazySchema(() =>
  z.object({
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
  }),
);
/** A city / state / postal code triple. */
export type Place = z.infer<typeof placeSchema>;

/** Query of a paged list: 1-based page and page size (defaults come from the caller; domain holds the numbers). */
export const pagingQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number<number>().int().min(1).default(1),
    pageSize: z.coerce.number<number>().int().min(1).max(1000),
  }),
);

/**
 * A page of a list: the items and the total over all pages.
 *
 * @example const page = pageOf(shipmentSearchResultSchema);
 */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

/** Parameters of an answer text: JSON values only. */
const answerParamsSchema = lazySchema(() => z.record(z.string(), z.union([z.string(), z.number()])));

/**
 * The catalog key of one answer text (ADR 048): `key` in domain's catalogs, its `params`, and `labels`
 * (parameter → catalog key of an enum label rendered in the reader's language).
 */
export const answerMessageSchema = lazySchema(() =>
  z.object({
    key: z.string().min(1),
    params: answerParamsSchema.optional(),
    labels: z.record(z.string(), z.string()).optional(),
  }),
);

/**
 * The body of a failed answer (spec 1 §8, spec 2 §8): a message, optionally a model-state map of
 * field → messages (bad input), an errors map, or the problem-details `title` / `detail`. Next to
 * the English texts, the keys of those texts in domain's catalogs (ADR 048): `messageKey`,
 * `messageParams` and `messageLabels` for `message`; `modelStateKeys` parallel to `modelState` (same
 * fields, one entry per message in the same order, `null` for a text without a key). A portal shows
 * a keyed text in its user's language and the English when it does not know the key.
 */
export const errorBodySchema = lazySchema(() =>
  z.object({
    message: z.string().optional(),
    messageKey: z.string().min(1).optional(),
    messageParams: answerParamsSchema.optional(),
    messageLabels: z.record(z.string(), z.string()).optional(),
    modelState: z.record(z.string(), z.array(z.string())).optional(),
    modelStateKeys: z.record(z.string(), z.array(answerMessageSchema.nullable())).optional(),
    errors: z
      .union([z.record(z.string(), z.union([z.string(), z.array(z.string())])), z.array(z.string())])
      .optional(),
    title: z.string().optional(),
    detail: z.string().optional(),
  }),
);
/** A failed answer's body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Adds a domain form rule's keyed field problems to a body schema's refinement: each becomes a `custom`
 * issue on its field with the rule's English as its message (the model state's text, as always) and the
 * rule's `AnswerMessage` in `params.answer`, which the back end sends as that text's key (ADR 048), so a
 * refusal of the rule reads in the user's language. A dotted field (`stops.0.city`) becomes the issue's
 * path, indexes as numbers.
 *
 * @example .superRefine((input, ctx) => { addProblemIssues(ctx, equipmentProblemKeys(input)); })
 */
export function addProblemIssues(ctx: z.RefinementCtx, problems: FieldProblems): void {
  for (const [path, problem] of Object.entries(problems)) {
    if (problem === undefined) continue;
    ctx.addIssue({
      code: 'custom',
      path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message: answerText(problem),
      params: { answer: problem },
    });
  }
}

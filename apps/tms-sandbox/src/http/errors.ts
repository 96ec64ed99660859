import { answerBody, withAnswerKeys, type AnswerSaid, type ErrorBody } from '@freightkit/api';
import { answer, inputIssueAnswer, type AnswerMessage } from '@freightkit/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

const isAnswerMessage = (body: ErrorBody | AnswerMessage): body is AnswerMessage =>
  'key' in body && typeof body.key === 'string';

/**
 * An error answered as JSON with its status; anything else thrown becomes a 500 without details.
 * Every text carries its catalog key next to the English when domain has one (ADR 048): give a rule's
 * `AnswerMessage` (`tenderAnswerRefusal(status)`), or an English sentence, which is keyed when it is
 * one domain knows.
 */
export class HttpError extends Error {
  /** HTTP status of the answer. */
  readonly status: ContentfulStatusCode;
  /** JSON body of the answer. */
  readonly body: ErrorBody;

  constructor(status: ContentfulStatusCode, body: ErrorBody | AnswerMessage | string) {
    const json =
      typeof body === 'string'
        ? answerBody(body)
        : isAnswerMessage(body)
          ? answerBody(body)
          : withAnswerKeys(body);
    super(json.message ?? `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = json;
  }
}

/** 401 with the message the classic back end uses; the portal ends the session on it. */
export const unauthorized = (message = 'Authorization has been denied for this request.') =>
  new HttpError(401, message);

/** 403: signed in, but not allowed. */
export const forbidden = (message: AnswerSaid = answer('answer.forbidden')) => new HttpError(403, message);

/**
 * 404: also the answer for another company's ids, so their existence is not revealed. `what` is the
 * English subject ('The tender'), keyed when domain's catalog has the sentence, or a keyed text.
 */
export const notFound = (what: string | AnswerMessage = 'The resource') =>
  new HttpError(404, typeof what === 'string' ? `${what} was not found.` : what);

/** The message of every 400 answer with a model state. */
export const invalidRequestMessage = 'The request is invalid.';

/**
 * A 400 with an ASP.NET-style model state: field → texts (rules' `AnswerMessage`s or English sentences),
 * under 'The request is invalid.', every text with its key when domain has one.
 */
export function invalid(modelState: Readonly<Record<string, readonly AnswerSaid[]>>): HttpError {
  return new HttpError(400, answerBody(answer('answer.invalidRequest'), modelState));
}

/** {@link invalid} for one field and one text: the common refusal of a rule about one field. */
export const invalidField = (field: string, message: AnswerSaid): HttpError =>
  invalid({ [field]: [message] });

/**
 * Turns zod issues into a 400 with an ASP.NET-style model state: field path → messages.
 * `prefix` names the part of the request (`body`, `query`, `params`) for root-level issues. The texts
 * stay zod's (or the contract's own); each carries domain's key for its reading (`inputIssueAnswer`).
 */
export function badRequest(issues: readonly z.core.$ZodIssue[], prefix: string): HttpError {
  const modelState: Record<string, string[]> = {};
  const modelStateKeys: Record<string, (AnswerMessage | null)[]> = {};
  for (const issue of issues) {
    const field = issue.path.length === 0 ? prefix : issue.path.map(String).join('.');
    (modelState[field] ??= []).push(issue.message);
    (modelStateKeys[field] ??= []).push(inputIssueAnswer(issue) ?? null);
  }
  return new HttpError(400, {
    ...answerBody(answer('answer.invalidRequest')),
    modelState,
    modelStateKeys,
  });
}

import type { ErrorBody } from '@freightkit/api';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** An error answered as JSON with its status; anything else thrown becomes a 500 without details. */
export class HttpError extends Error {
  /** HTTP status of the answer. */
  readonly status: ContentfulStatusCode;
  /** JSON body of the answer. */
  readonly body: ErrorBody;

  constructor(status: ContentfulStatusCode, body: ErrorBody | string) {
    const json = typeof body === 'string' ? { message: body } : body;
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
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);

/** 404: also the answer for another company's ids, so their existence is not revealed. */
export const notFound = (what = 'The resource') => new HttpError(404, `${what} was not found.`);

/** The message of every 400 answer with a model state. */
export const invalidRequestMessage = 'The request is invalid.';

/**
 * Turns zod issues into a 400 with an ASP.NET-style model state: field path → messages.
 * `prefix` names the part of the request (`body`, `query`, `params`) for root-level issues.
 */
export function badRequest(issues: readonly z.core.$ZodIssue[], prefix: string): HttpError {
  const modelState: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length === 0 ? prefix : issue.path.map(String).join('.');
    (modelState[field] ??= []).push(issue.message);
  }
  return new HttpError(400, { message: invalidRequestMessage, modelState });
}

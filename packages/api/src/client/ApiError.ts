import {
  failureMessages,
  modelStateTexts,
  serverTextOf,
  type FailureBody,
  type ServerText,
  type UserMessage,
} from '@freightkit/domain';

/**
 * How a call failed: `http` — the back end answered with a non-2xx status; `network` — no answer
 * came back (offline, DNS, CORS, aborted); `contract` — a 2xx answer did not match the contract.
 */
export type ApiErrorKind = 'http' | 'network' | 'contract';

/** Options of {@link ApiError}. */
export interface ApiErrorInit {
  /** How the call failed. */
  readonly kind: ApiErrorKind;
  /** Name of the endpoint called (`identity.login`). */
  readonly endpoint: string;
  /** HTTP status; `null` when no answer came back. */
  readonly status: number | null;
  /** The failed answer's JSON body, when it had one. */
  readonly body?: FailureBody | null;
  /** Text of the underlying error (network failure, parse failure). */
  readonly detail?: string;
  /** The original error. */
  readonly cause?: unknown;
}

/**
 * A rejected call. `messages` are the central handler's messages of spec 1 §8, normalised by
 * domain's `failureMessages` (errors map, else model state, else message; no status →
 * 'An Unknown Error Occurred'); render each with domain's `renderMessage`.
 * `serverMessage` is the raw `message` of the answer, for rules such as domain's `isDoNotUseMessage`.
 *
 * @example
 * catch (error) { if (error instanceof ApiError && error.status === 401) … }
 */
export class ApiError extends Error {
  /** How the call failed. */
  readonly kind: ApiErrorKind;
  /** Name of the endpoint called. */
  readonly endpoint: string;
  /** HTTP status; `null` when no answer came back. */
  readonly status: number | null;
  /** The failed answer's JSON body, when it had one. */
  readonly body: FailureBody | null;
  /** The user-facing messages of this failure (spec 1 §8). */
  readonly messages: readonly UserMessage[];
  /** The `message` field of the answer, or the underlying error's text. */
  readonly serverMessage: string | undefined;
  /**
   * The answer's `message` with its catalog key when it carries one (ADR 048): render it with domain's
   * `renderMessage` to show it in the user's language; `undefined` when the answer had no message.
   */
  readonly serverText: ServerText | undefined;
  /** The answer's model state, field → texts with their keys (ADR 048); empty when it had none. */
  readonly fieldTexts: Readonly<Record<string, readonly ServerText[]>>;

  constructor(init: ApiErrorInit) {
    const body = init.body ?? null;
    const serverMessage = body?.message ?? init.detail;
    super(
      `${init.endpoint} failed (${init.kind}${init.status === null ? '' : ` ${init.status}`})${serverMessage ? `: ${serverMessage}` : ''}`,
      {
        cause: init.cause,
      },
    );
    this.name = 'ApiError';
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.body = body;
    this.serverMessage = serverMessage ?? undefined;
    this.serverText = serverTextOf(body);
    this.fieldTexts = modelStateTexts(body);
    // A contract failure is a bug on one side; the user gets the generic message, not zod's text.
    this.messages =
      init.kind === 'contract'
        ? failureMessages({ status: init.status })
        : failureMessages({ status: init.status, body, message: init.detail ?? null });
  }
}

/** True when `error` is an {@link ApiError} with the given status. */
export function isApiErrorStatus(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}

import { msg, type MessageRef, type ServerText, type UserMessage } from '../messages/catalog.ts';
import { messageAnswer, modelStateTexts, type AnswerKeys } from './answers.ts';
import { doNotUseToastMs, shipmentNotFoundRedirectMs } from '../constants/timings.ts';

/**
 * The body of a failed answer as the back end sends it (spec 1 §8, spec 2 §8); every part optional.
 * The keys of its texts (ADR 048) let a portal show them in its user's language.
 */
export interface FailureBody extends AnswerKeys {
  /** Field → message(s), or a plain list of messages. */
  readonly errors?: Readonly<Record<string, string | readonly string[]>> | readonly string[] | null;
  /** ASP.NET-style model state: field → messages. */
  readonly modelState?: Readonly<Record<string, string | readonly string[]>> | null;
  readonly message?: string | null;
  readonly title?: string | null;
  readonly detail?: string | null;
}

/** A failed call: HTTP status (absent when no answer came back) and the parsed body. */
export interface Failure {
  readonly status?: number | null;
  readonly body?: FailureBody | null;
  /** Message of a thrown error (network failure and the like). */
  readonly message?: string | null;
}

const flatten = (
  map: Readonly<Record<string, string | readonly string[]>> | readonly string[] | null | undefined,
): string[] => {
  if (map == null) return [];
  const values: readonly (string | readonly string[])[] = Array.isArray(map)
    ? (map as readonly string[])
    : Object.values(map as Readonly<Record<string, string | readonly string[]>>);
  return values.flatMap((v) => (typeof v === 'string' ? [v] : [...v])).filter((v) => v.trim() !== '');
};

/**
 * The central handler's messages for a failed answer (spec 1 §8): each message of an errors map;
 * otherwise each model-state message; otherwise the error message. No status → 'An Unknown Error Occurred'.
 */
export function failureMessages(failure: Failure): UserMessage[] {
  if (failure.status == null) return [msg('errors.unknown')];
  const body = failure.body ?? {};
  const errors = flatten(body.errors);
  if (errors.length > 0) return errors.map((text) => ({ text }));
  const modelState = Object.values(modelStateTexts(body))
    .flat()
    .filter((m) => m.text.trim() !== '');
  if (modelState.length > 0) return modelState;
  const answer = body.message == null ? undefined : messageAnswer(body);
  const message = body.message ?? failure.message;
  if (message == null || message.trim() === '') return [msg('errors.unknown')];
  return [answer === undefined ? { text: message } : { text: message, answer }];
}

/**
 * The `message` of a failed answer as a server text with its key (ADR 048), or `undefined` when the
 * answer has none; render it with `renderMessage`.
 */
export function serverTextOf(body: FailureBody | null | undefined): ServerText | undefined {
  const text = body?.message;
  if (text == null || text.trim() === '') return undefined;
  const answer = messageAnswer(body);
  return answer === undefined ? { text } : { text, answer };
}

/** An update error read as JSON (spec 2 §8): title, detail, an errors list, or a modelState map and message. */
export interface UpdateError {
  readonly title?: string;
  readonly detail?: string;
  readonly errors: readonly string[];
  readonly message?: string;
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const messagesOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(messagesOf);
};

/** Reads any JSON value as an {@link UpdateError}; errors list and model state both land in `errors`. */
export function parseUpdateError(json: unknown): UpdateError {
  const o = json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const errors = [...messagesOf(o.errors), ...messagesOf(o.modelState)].filter((e) => e.trim() !== '');
  const title = str(o.title);
  const detail = str(o.detail);
  const message = str(o.message);
  return {
    errors,
    ...(title === undefined ? {} : { title }),
    ...(detail === undefined ? {} : { detail }),
    ...(message === undefined ? {} : { message }),
  };
}

/** The invoice update error toast (spec 2 §8): title, else detail, else 'Request not successful', plus a bullet list. */
export function updateErrorToast(error: UpdateError): { heading: UserMessage; bullets: readonly string[] } {
  const heading = error.title ?? error.detail ?? error.message;
  return {
    heading: heading === undefined ? msg('errors.requestNotSuccessful') : { text: heading },
    bullets: error.errors,
  };
}

/** The marker the back end puts in messages about a carrier marked "Do Not Use" (spec 1 §8). */
export const doNotUseMarker = 'Do Not Use';

/** Whether an error message is about a carrier marked "Do Not Use" (case-sensitive, as the spec quotes it). */
export function isDoNotUseMessage(message: string | null | undefined): boolean {
  return message?.includes(doNotUseMarker) ?? false;
}

/** A toast a rule asks for: its message and how long it stays. */
export interface ToastSpec {
  readonly message: MessageRef;
  readonly durationMs: number;
}

/** The "Do Not Use" toast with the contact e-mail, shown for 8 s (spec 1 §8, spec 2 §8). */
export function doNotUseToast(email: string): ToastSpec {
  return { message: msg('errors.doNotUse', { email }), durationMs: doNotUseToastMs };
}

/**
 * Messages for a failed sign-in, password-reset request or password reset (spec 1 §8): the Do Not
 * Use toast when the message says so; otherwise, for login, 'Wrong username or password.'.
 * Choice: the spec's first reading 'Wrong username or password.' over 'Email Address or Password is
 * invalid', because it is the primary text and does not claim which of the two fields is wrong.
 */
export function signInFailure(
  message: string | null | undefined,
  supportEmail: string,
  kind: 'login' | 'passwordResetRequest' | 'passwordReset',
): ToastSpec | { readonly message: UserMessage } {
  if (isDoNotUseMessage(message)) return doNotUseToast(supportEmail);
  if (kind === 'login') return { message: msg('auth.loginFailed') };
  return { message: message != null && message.trim() !== '' ? { text: message } : msg('errors.unknown') };
}

/** The toast of a failed notes fetch (spec 2 §8): the message as heading plus the model-state list. */
export function notesFetchFailureToast(body: FailureBody | null | undefined): {
  heading: UserMessage;
  bullets: readonly string[];
} {
  const message = body?.message;
  return {
    heading: message != null && message.trim() !== '' ? { text: message } : msg('notes.loadFailed'),
    bullets: flatten(body?.modelState),
  };
}

/** A booking result with bookingSucceeded false shows each returned error message (spec 1 §8). */
export function bookingFailureMessages(result: {
  readonly bookingSucceeded: boolean;
  readonly errors?: readonly (string | { readonly message?: string | null })[] | null;
}): UserMessage[] {
  if (result.bookingSucceeded) return [];
  const texts = (result.errors ?? [])
    .map((e) => (typeof e === 'string' ? e : (e.message ?? '')))
    .filter((text) => text.trim() !== '');
  return texts.length > 0 ? texts.map((text) => ({ text })) : [msg('errors.unknown')];
}

/** 'Unable to access shipment...redirecting to last page', then back after 3 s (spec 1 §8, §9). */
export function shipmentDetailsFailure(): { message: MessageRef; goBackAfterMs: number } {
  return { message: msg('shipments.detailsFailed'), goBackAfterMs: shipmentNotFoundRedirectMs };
}

import { delay, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { ErrorBody } from '../contract/common.ts';
import type { Endpoint } from '../contract/endpoint.ts';
import {
  endpointHandler,
  errorResponse,
  type HandlerOptions,
  type ResolverInput,
} from './endpointHandler.ts';

/** An answer of an endpoint as the contract's response schema accepts it. */
export type FixtureAnswer<E extends Endpoint> = z.input<E['response']>;

/**
 * What a fixture answers: a fixed answer, or a function of the validated request that builds one
 * (to echo an id or a sent body back). A fixture holds data, never a back-end rule: a story that
 * needs another state says so with another fixture.
 */
export type FixtureResolver<E extends Endpoint> =
  FixtureAnswer<E> | ((input: ResolverInput<E>) => FixtureAnswer<E> | Response);

/** Options of {@link fixture}. */
export interface FixtureOptions extends HandlerOptions {
  /** Answer after this many milliseconds (to see a spinner or a progress bar). @default 0 */
  readonly delayMs?: number;
}

const answerOf = <E extends Endpoint>(resolver: FixtureResolver<E>, input: ResolverInput<E>) =>
  typeof resolver === 'function'
    ? (resolver as (input: ResolverInput<E>) => FixtureAnswer<E> | Response)(input)
    : resolver;

/**
 * An MSW handler answering one endpoint with fixture data, checked against the contract (the
 * request is validated, the answer parsed by the response schema).
 *
 * @example msw.use(fixture(contract.cases.list, page([])))
 * @example msw.use(fixture(contract.notes.add, ({ body }) => buildNote({ noteHTML: body.noteHTML ?? null })))
 */
export function fixture<E extends Endpoint>(
  endpoint: E,
  answer: FixtureResolver<E>,
  options: FixtureOptions = {},
): HttpHandler {
  return endpointHandler(
    endpoint,
    async (input) => {
      if (options.delayMs) await delay(options.delayMs);
      return answerOf(answer, input);
    },
    options,
  );
}

/**
 * An MSW handler answering one endpoint with an error in the back end's shape: a message (and model
 * state), or a whole body, such as one with the keys of its texts (`answerBody`, ADR 048).
 *
 * @example msw.use(fixtureError(contract.invoices.list, 500, 'The invoices could not be loaded.'))
 * @example msw.use(fixtureError(contract.tenders.answer, 409, answerBody(tenderAnswerRefusal(TenderOfferStatus.Accepted))))
 */
export function fixtureError(
  endpoint: Endpoint,
  status: number,
  message: string | ErrorBody,
  modelState?: Record<string, string[]>,
  options: FixtureOptions = {},
): HttpHandler {
  return fixture(endpoint, () => errorResponse(status, message, modelState), options);
}

/**
 * An MSW handler that never answers: the screen stays in its loading state.
 *
 * @example msw.use(fixturePending(contract.shipments.list))
 */
export function fixturePending(endpoint: Endpoint, options: HandlerOptions = {}): HttpHandler {
  return endpointHandler(endpoint, () => new Promise<never>(() => {}), options);
}

/**
 * An MSW handler answering the given fixtures in turn, then the last one for every later call: the
 * list before and after a story's mutation, written out in the story.
 *
 * @example msw.use(fixtureSequence(contract.notes.shipmentNotes, [{ items: [] }, { items: [added] }]))
 */
export function fixtureSequence<E extends Endpoint>(
  endpoint: E,
  answers: readonly [FixtureResolver<E>, ...FixtureResolver<E>[]],
  options: FixtureOptions = {},
): HttpHandler {
  let call = 0;
  return fixture(
    endpoint,
    (input) => answerOf(answers[Math.min(call++, answers.length - 1)] ?? answers[0], input),
    options,
  );
}

/** A fixture that also keeps the requests it answered, for play functions to assert what the screen sent. */
export interface RecordedFixture<E extends Endpoint> {
  readonly handler: HttpHandler;
  /** The validated requests so far, oldest first. */
  readonly requests: ResolverInput<E>[];
}

/**
 * Like {@link fixture}, and records every validated request.
 *
 * @example
 * const trigger = recordedFixture(contract.documents.trigger, documentEvent);
 * msw.use(trigger.handler);
 * await expect(trigger.requests.map((r) => r.body.fileType)).toEqual([DocumentType.ProofOfDelivery]);
 */
export function recordedFixture<E extends Endpoint>(
  endpoint: E,
  answer: FixtureResolver<E>,
  options: FixtureOptions = {},
): RecordedFixture<E> {
  const requests: ResolverInput<E>[] = [];
  const handler = fixture(
    endpoint,
    (input) => {
      requests.push(input);
      return answerOf(answer, input);
    },
    options,
  );
  return { handler, requests };
}

/**
 * A page of a paged answer holding exactly these items (the fixture says which page it is).
 *
 * @example fixture(contract.cases.list, page(buildCases()))
 */
export function page<T>(
  items: readonly T[],
  { page: number = 1, pageSize = 50, totalCount = items.length } = {},
): { items: T[]; totalCount: number; page: number; pageSize: number } {
  return { items: [...items], totalCount, page: number, pageSize };
}

import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery } from '@freightkit/api';
import { toRoutePattern } from '@freightkit/api';
import {
  answerOfRef,
  can,
  capabilityRefusals,
  unstorableTextMessage,
  withoutUnstorableCharacters,
  type AnswerMessage,
  type Capability,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { z } from 'zod';
import { authenticate } from './auth.ts';
import type { AppContext, AppEnv, Caller, Services } from './context.ts';
import { badRequest, forbidden, HttpError, invalid } from './errors.ts';

/** What a contract route handler receives: validated input, the caller (authenticated calls), services. */
export interface RouteInput<E extends Endpoint> {
  readonly params: EndpointParams<E>;
  readonly query: EndpointQuery<E>;
  readonly body: EndpointBody<E>;
  /** The signed-in caller; `null` on public calls. */
  readonly caller: E['access'] extends 'authenticated' ? Caller : null;
  readonly services: Services;
  /** The raw Hono context, for headers and the request URL. */
  readonly c: AppContext;
}

/** A handler of one contract endpoint: returns the answer in the contract's wire shape. */
export type RouteHandler<E extends Endpoint> = (input: RouteInput<E>) => Promise<z.input<E['response']>>;

function queryObject(c: AppContext): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    result[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return result;
}

async function validate(schema: z.ZodType | undefined, value: () => unknown, part: string): Promise<unknown> {
  if (!schema) return undefined;
  const parsed = await schema.safeParseAsync(value());
  if (!parsed.success) throw badRequest(parsed.error.issues, part);
  return parsed.data;
}

async function readBody(c: AppContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, {
      message: 'The request body is not valid JSON.',
      modelState: { body: ['Not valid JSON.'] },
    });
  }
}

/** Options of one mounted endpoint. */
export interface MountOptions {
  /**
   * Body fields (dotted paths) that hold a file name: characters a stored text may not hold are removed
   * from them instead of refused, as that is harmless for a name (ADR 023).
   */
  readonly fileNameFields?: readonly string[];
}

/**
 * Walks every string of a request part (values and object keys, at any depth) and refuses, with a 400
 * naming each field, the texts the back end may not store (domain `unstorableTextMessage`, ADR 023);
 * strings at `cleaned` paths are returned with those characters removed instead. `root` names the part
 * for a bare value (a JSON body that is a string).
 */
export function screenText(value: unknown, root: string, cleaned: ReadonlySet<string> = new Set()): unknown {
  const modelState: Record<string, AnswerMessage[]> = {};
  const refuse = (field: string, text: string): boolean => {
    const message = unstorableTextMessage(text);
    if (message !== null) (modelState[field] ??= []).push(answerOfRef(message));
    return message !== null;
  };
  const walk = (node: unknown, path: readonly string[]): unknown => {
    const field = path.length === 0 ? root : path.join('.');
    if (typeof node === 'string') {
      if (cleaned.has(field)) return withoutUnstorableCharacters(node);
      refuse(field, node);
      return node;
    }
    if (Array.isArray(node)) return node.map((item, i) => walk(item, [...path, String(i)]));
    if (node !== null && typeof node === 'object') {
      // Object.fromEntries defines own properties, so a `__proto__` key stays a plain key.
      return Object.fromEntries(
        Object.entries(node)
          .filter(([key]) => !refuse(path.length === 0 ? key : `${field}.${key}`, key))
          .map(([key, item]) => [key, walk(item, [...path, key])]),
      );
    }
    return node;
  };
  const result = walk(value, []);
  if (Object.keys(modelState).length > 0) throw invalid(modelState);
  return result;
}

/**
 * Answers 403, with a sentence a person understands, unless the caller has the capability the
 * contract names for the call: the same domain `can(user, capability)` the portal asks before
 * offering it (ADR 016).
 */
export function requireCapability(caller: Caller, capability: Capability): void {
  if (!can(caller, capability)) throw forbidden(capabilityRefusals[capability]);
}

/**
 * Mounts one contract endpoint on the app: authenticates authenticated calls and checks the
 * capability their contract entry names (403 before anything else is read), refuses texts the
 * back end may not store in params, query and body (400 naming the field, `screenText`), validates params,
 * query and body with the contract's schemas (400 with a model state on bad input), runs the
 * handler and answers its result parsed by the response schema (so nothing outside the contract,
 * such as a password hash, can leak).
 */
export function mount<E extends Endpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  handler: RouteHandler<E>,
  options: MountOptions = {},
): void {
  const fileNames = new Set(options.fileNameFields ?? []);
  app.on(endpoint.method, toRoutePattern(endpoint.path), async (c) => {
    const caller = endpoint.access === 'authenticated' ? await authenticate(c) : null;
    if (caller !== null && endpoint.access === 'authenticated')
      requireCapability(caller, endpoint.capability);
    const rawParams = screenText(c.req.param(), 'params');
    const rawQuery = screenText(queryObject(c), 'query');
    const rawBody = endpoint.body ? screenText(await readBody(c), 'body', fileNames) : undefined;
    const params = await validate(endpoint.params, () => rawParams, 'params');
    const query = await validate(endpoint.query, () => rawQuery, 'query');
    const body = await validate(endpoint.body, () => rawBody, 'body');
    const output = await handler({
      params,
      query,
      body,
      caller,
      services: c.get('services'),
      c,
    } as RouteInput<E>);
    const answer = endpoint.response.safeParse(output);
    if (!answer.success) {
      throw new Error(`Answer of ${endpoint.name} breaks the contract: ${answer.error.message}`);
    }
    return c.json(answer.data as object, endpoint.successStatus ?? 200);
  });
}

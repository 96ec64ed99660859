import type { Capability } from '@freightkit/domain';
import type { z } from 'zod';

/** HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: `public` calls (sign-in, password reset) carry no token and a 401 from
 * them is an answer, not a lost session; `authenticated` calls carry the bearer token and a 401
 * ends the session.
 */
export type EndpointAccess = 'public' | 'authenticated';

/**
 * One call of the back end: method, path, the schemas of its path params, query and body, and the
 * schema of its successful answer. The client, the react-query hooks, the MSW handlers and the
 * sandbox's request validation all derive from these entries. An authenticated call also names the
 * domain capability it needs (ADR 016); a public one names none. Leaving it out is a type error.
 */
export type Endpoint = PublicEndpoint | AuthenticatedEndpoint;

/** A call anyone may make (sign-in, password reset): no session, no capability. */
export interface PublicEndpoint extends EndpointShape {
  readonly access: 'public';
  readonly capability?: never;
}

/** A call that needs a session and the named domain capability (`can(user, capability)`). */
export interface AuthenticatedEndpoint extends EndpointShape {
  readonly access: 'authenticated';
  /**
   * The domain capability the caller must have; the back end answers 403 without it, and the portal
   * asks the same `can(user, capability)` before offering the call. Entity-level rules (a load's
   * status) are asked by the handler on top of it.
   */
  readonly capability: Capability;
}

/** What every endpoint has, public or not. */
export interface EndpointShape {
  /** Stable dotted name, `<area>.<call>`, used in logs, MSW handler lookups and the ADR. */
  readonly name: string;
  /** HTTP method. */
  readonly method: HttpMethod;
  /**
   * Path relative to the API base URL, without a leading slash, in the spec's own shape
   * (`api/v2/me/carrier`); path params are written `{name}` (`api/v2/shipments/{id}`).
   */
  readonly path: string;
  /** Whether the call needs a session. */
  readonly access: EndpointAccess;
  /** The domain capability an authenticated call needs; none on public calls. */
  readonly capability?: Capability;
  /** One line on what the call does. */
  readonly summary: string;
  /** Path params; values arrive as strings, so number params use `z.coerce`. */
  readonly params?: z.ZodType;
  /** Query string; values arrive as strings (arrays as repeated keys), so use `z.coerce` for numbers. */
  readonly query?: z.ZodType;
  /** JSON body. */
  readonly body?: z.ZodType;
  /** JSON answer on success (always a JSON value; the contract has no empty answers). */
  readonly response: z.ZodType;
  /** HTTP status of a successful answer. @default 200 */
  readonly successStatus?: 200 | 201 | 202;
}

/**
 * Declares one endpoint, keeping its literal types so inputs and outputs are inferred exactly.
 *
 * @example
 * export const getCarrier = defineEndpoint({
 *   name: 'identity.carrier', method: 'GET', path: 'api/v2/me/carrier', access: 'authenticated',
 *   capability: 'session', summary: 'The carrier of the signed-in user.', response: carrierSchema,
 * });
 */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type SchemaOf<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

type Part<K extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { readonly [P in K]?: z.input<S> }
    : { readonly [P in K]: z.input<S> }
  : { readonly [P in K]?: never };

/** What a caller passes to an endpoint: `params`, `query` and `body`, each required when its schema requires it. */
export type EndpointInput<E extends Endpoint> = Part<'params', SchemaOf<E, 'params'>> &
  Part<'query', SchemaOf<E, 'query'>> &
  Part<'body', SchemaOf<E, 'body'>>;

/** The parsed answer of an endpoint. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The body type of an endpoint after validation (what the sandbox handler receives). */
export type EndpointBody<E extends Endpoint> = Output<SchemaOf<E, 'body'>>;

/** The query type of an endpoint after validation. */
export type EndpointQuery<E extends Endpoint> = Output<SchemaOf<E, 'query'>>;

/** The path-params type of an endpoint after validation. */
export type EndpointParams<E extends Endpoint> = Output<SchemaOf<E, 'params'>>;

/** True when the endpoint can be called without an input object. */
export type InputIsOptional<E extends Endpoint> = object extends EndpointInput<E> ? true : false;

/** Text of a path or query value: strings, numbers, booleans and dates; anything else is a programming error. */
export function paramText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new Error(`Cannot put ${typeof value} into a URL`);
}

/**
 * Fills `{name}` placeholders of an endpoint path with URL-encoded values.
 * A missing value throws: it is a programming error, not a user error.
 */
export function buildPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path param "${name}" for ${path}`);
    return encodeURIComponent(paramText(value));
  });
}

/** Converts a contract path to the `/:name` route syntax of Hono and MSW (`api/v2/x/{id}` → `/api/v2/x/:id`). */
export function toRoutePattern(path: string): string {
  return `/${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

import type { FailureBody } from '@freightkit/domain';
import {
  buildPath,
  paramText,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
} from '../contract/endpoint.ts';
import { ApiError } from './ApiError.ts';
import { apiKeyHeader, apiKeyOf } from './token.ts';

/** What the client needs of the session: the access token, if signed in. */
export interface ClientSession {
  /** The bearer token sent on authenticated calls. */
  readonly accessToken: string;
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /**
   * Base URL of the back end, without trailing slash: `''` for the same origin (what `pnpm start`
   * serves), or e.g. `https://tms.example.com`.
   */
  readonly baseUrl: string;
  /** Returns the current session, read on every call (so a new sign-in is picked up at once). */
  readonly getSession: () => ClientSession | null | undefined;
  /**
   * Called once per 401 answer to an authenticated call, before the call rejects. The portal
   * clears the stored session, remembers the current path and goes to `/` (spec 1 §4).
   *
   * With it, an authenticated call made while there is no session is not sent: the back end could
   * only refuse it, so it rejects at once as that 401 would, handler included. (Queries still
   * mounted as a session ends would otherwise go out without a token.) Without it, the call goes
   * out as it is, for clients that answer it themselves (MSW in stories and tests).
   */
  readonly onUnauthorized?: (error: ApiError) => void;
  /** The fetch to use. @default globalThis.fetch */
  readonly fetch?: typeof fetch;
}

/** Per-call options. */
export interface CallOptions {
  /** Aborts the call (react-query passes its signal). */
  readonly signal?: AbortSignal;
  /**
   * Lets the request outlive the page (`fetch`'s keepalive): a save sent as the page is hidden or
   * closed, such as a video's position (ADR 049). The body must be small (browsers allow 64 KB).
   */
  readonly keepalive?: boolean;
}

type CallArgs<E extends Endpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/** A client of the FreightKit back end built by {@link createApiClient}. */
export interface ApiClient {
  /** The base URL calls go to. */
  readonly baseUrl: string;
  /**
   * Calls one endpoint of the contract: validates nothing on the way out (the server does),
   * attaches the bearer token and API key on authenticated calls, and parses the answer with the
   * endpoint's response schema. Rejects with {@link ApiError}.
   *
   * @example const page = await client.call(contract.search.shipments, { query: { query: '1001', pageSize: 50 } });
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointOutput<E>>;
  /** The URL a call would go to (for links and logs). */
  urlFor(endpoint: Endpoint, input?: { params?: unknown; query?: unknown }): string;
}

function appendQuery(url: string, query: unknown): string {
  if (query === undefined || query === null || typeof query !== 'object') return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      search.append(key, paramText(v));
    }
  }
  const text = search.toString();
  return text === '' ? url : `${url}?${text}`;
}

async function readJson(
  response: Response,
): Promise<{ ok: true; value: unknown } | { ok: false; text: string }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, text };
  }
}

function asFailureBody(value: unknown): FailureBody | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;
}

/** The 401 an authenticated call without a session would get, after running the handler. */
function unauthorized(endpoint: Endpoint, onUnauthorized: (error: ApiError) => void): ApiError {
  const error = new ApiError({
    kind: 'http',
    endpoint: endpoint.name,
    status: 401,
    body: null,
    detail: 'Not sent: there is no session.',
  });
  onUnauthorized(error);
  return error;
}

/**
 * Creates the HTTP client of the FreightKit back end (spec 1 §7): every authenticated call carries
 * `Authorization: Bearer <token>` and the API key read from the token's claim; non-2xx answers
 * reject with an {@link ApiError} whose messages are normalised by domain; a 401 on an
 * authenticated call runs `onUnauthorized` (and, with that handler, a call with no session rejects
 * as a 401 without being sent); answers are parsed by the contract.
 *
 * @example
 * const client = createApiClient({ baseUrl: '', getSession: () => session.current, onUnauthorized: () => session.expire() });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  const urlFor: ApiClient['urlFor'] = (endpoint, input = {}) =>
    appendQuery(
      `${baseUrl}/${buildPath(endpoint.path, (input.params ?? {}) as Record<string, unknown>)}`,
      input.query,
    );

  async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointOutput<E>> {
    const [input = {}, callOptions = {}] = args as [
      { params?: unknown; query?: unknown; body?: unknown }?,
      CallOptions?,
    ];
    const headers = new Headers({ Accept: 'application/json' });
    if (endpoint.access === 'authenticated') {
      const token = options.getSession()?.accessToken;
      if (token) {
        headers.set('Authorization', `Bearer ${token}`);
        const apiKey = apiKeyOf(token);
        if (apiKey !== undefined) headers.set(apiKeyHeader, apiKey);
      } else if (options.onUnauthorized) {
        throw unauthorized(endpoint, options.onUnauthorized);
      }
    }
    const init: RequestInit = { method: endpoint.method, headers };
    if (callOptions.signal) init.signal = callOptions.signal;
    if (callOptions.keepalive) init.keepalive = true;
    if (input.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(input.body);
    }

    let response: Response;
    try {
      response = await fetchImpl(urlFor(endpoint, input), init);
    } catch (cause) {
      throw new ApiError({
        kind: 'network',
        endpoint: endpoint.name,
        status: null,
        detail: cause instanceof Error ? cause.message : String(cause),
        cause,
      });
    }

    const read = await readJson(response);
    if (!response.ok) {
      const error = new ApiError({
        kind: 'http',
        endpoint: endpoint.name,
        status: response.status,
        body: read.ok ? asFailureBody(read.value) : null,
        ...(read.ok ? {} : { detail: response.statusText }),
      });
      if (response.status === 401 && endpoint.access === 'authenticated') options.onUnauthorized?.(error);
      throw error;
    }
    if (!read.ok) {
      throw new ApiError({
        kind: 'contract',
        endpoint: endpoint.name,
        status: response.status,
        detail: 'Answer is not JSON.',
      });
    }
    const parsed = endpoint.response.safeParse(read.value);
    if (!parsed.success) {
      throw new ApiError({
        kind: 'contract',
        endpoint: endpoint.name,
        status: response.status,
        detail: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '),
        cause: parsed.error,
      });
    }
    return parsed.data as EndpointOutput<E>;
  }

  return { baseUrl, call, urlFor };
}

import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { ErrorBody } from '../contract/common.ts';
import {
  toRoutePattern,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
} from '../contract/endpoint.ts';

/** What an endpoint resolver gets: the validated input and the raw request. */
export interface ResolverInput<E extends Endpoint> {
  readonly params: EndpointParams<E>;
  readonly query: EndpointQuery<E>;
  readonly body: EndpointBody<E>;
  readonly request: Request;
}

/** A resolver returns the answer (checked against the contract) or any `Response` (errors, delays). */
export type EndpointResolver<E extends Endpoint> = (
  input: ResolverInput<E>,
) => z.input<E['response']> | Response | Promise<z.input<E['response']> | Response>;

/** Options of {@link endpointHandler} and the fixture helpers. */
export interface HandlerOptions {
  /** Base URL the client calls; `''` matches any origin. @default '' */
  readonly baseUrl?: string;
}

/** A JSON error answer in the back end's shape (`{ message, modelState? }`, or a whole body as given). */
export function errorResponse(
  status: number,
  message: string | ErrorBody,
  modelState?: Record<string, string[]>,
): Response {
  if (typeof message !== 'string') return HttpResponse.json(message, { status });
  return HttpResponse.json(modelState ? { message, modelState } : { message }, { status });
}

function queryOf(url: URL): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    result[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return result;
}

function invalid(issues: readonly z.core.$ZodIssue[], part: string): Response {
  const modelState: Record<string, string[]> = {};
  for (const issue of issues)
    (modelState[issue.path.length ? issue.path.join('.') : part] ??= []).push(issue.message);
  return errorResponse(400, 'The request is invalid.', modelState);
}

/**
 * An MSW handler for one contract endpoint: validates the request with the contract (400 with a
 * model state, like the sandbox), runs the resolver and checks its answer against the response
 * schema, so stories can never drift from the contract.
 *
 * @example
 * msw.use(endpointHandler(contract.search.shipments, () => ({ items: [], totalCount: 0, page: 1, pageSize: 50 })));
 */
export function endpointHandler<E extends Endpoint>(
  endpoint: E,
  resolver: EndpointResolver<E>,
  options: HandlerOptions = {},
): HttpHandler {
  const url = `${options.baseUrl ? options.baseUrl.replace(/\/+$/, '') : '*'}${toRoutePattern(endpoint.path)}`;
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](url, async ({ request, params }) => {
    const parts: Record<string, unknown> = {};
    for (const [part, schema, value] of [
      ['params', endpoint.params, () => params],
      ['query', endpoint.query, () => queryOf(new URL(request.url))],
      [
        'body',
        endpoint.body,
        async () =>
          (await request.clone().text()) ? ((await request.clone().json()) as unknown) : undefined,
      ],
    ] as const) {
      if (!schema) continue;
      const parsed = schema.safeParse(await value());
      if (!parsed.success) return invalid(parsed.error.issues, part);
      parts[part] = parsed.data;
    }
    const result = await resolver({ ...parts, request } as ResolverInput<E>);
    if (result instanceof Response) return result;
    return HttpResponse.json(endpoint.response.parse(result) as never, {
      status: endpoint.successStatus ?? 200,
    });
  });
}

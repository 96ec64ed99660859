import { allEndpoints, type Endpoint } from '@freightkit/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from './http/errors.ts';
import { screenText } from './http/route.ts';
import { persona } from './personas.ts';
import { createTestSandbox } from './testing.ts';

/**
 * Bad input never breaks the back end (ADR 023): generated hostile strings (NUL, lone surrogates,
 * bidirectional controls, very long texts) go into the path params, query and body fields of every
 * endpoint of the contract (iterated, so a new endpoint is covered without touching this file), signed in
 * as the carrier admin; no answer may be a 5xx.
 */

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestSandbox();
  ({ headers } = await t.signIn(persona('carrierAdmin').email));
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

/** A zod schema's internals, as far as finding field names needs them. */
interface SchemaDef {
  readonly type?: string;
  readonly shape?: Record<string, unknown>;
  readonly options?: readonly unknown[];
  readonly in?: unknown;
  readonly innerType?: unknown;
  readonly left?: unknown;
  readonly right?: unknown;
}
const defOf = (schema: unknown): SchemaDef =>
  (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def ?? {};

/** The top-level field names of an object schema (through unions, pipes, optionals and intersections). */
function fieldsOf(schema: unknown): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape ?? {});
    case 'union':
      return [...new Set((def.options ?? []).flatMap(fieldsOf))];
    case 'pipe':
      return fieldsOf(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return fieldsOf(def.innerType);
    case 'intersection':
      return [...fieldsOf(def.left), ...fieldsOf(def.right)];
    default:
      return [];
  }
}

/** Percent-encodes any UTF-16 text, lone surrogates included (as the bytes a hostile client could send). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const ch of text) {
      const code = ch.codePointAt(0) ?? 0;
      if (code >= 0xd800 && code <= 0xdfff) {
        out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      } else out += encodeURIComponent(ch);
    }
    return out;
  }
}

const hostileUnit = fc.oneof(
  fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\uD83D', '\u202E', '\u202A', '\u2066', '\u2069', '\u200F'),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
);

/** A hostile string: a mix of the characters above, sometimes very long. */
const hostile = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.array(hostileUnit, { minLength: 1, maxLength: 12 }).map((parts) => parts.join('')),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(hostileUnit, fc.integer({ min: 1_000, max: 120_000 }))
      .map(([unit, length]) => `${'Ab 9'.repeat(length / 4)}${unit}`),
  },
);

async function request(endpoint: Endpoint, text: string): Promise<Response> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, () => encode(text));
  const query = fieldsOf(endpoint.query)
    .map((name) => `${name}=${encode(text)}`)
    .join('&');
  const fields = fieldsOf(endpoint.body);
  const body = endpoint.body
    ? JSON.stringify(fields.length > 0 ? Object.fromEntries(fields.map((f) => [f, text])) : text)
    : undefined;
  return t.app.request(`/${path}${query === '' ? '' : `?${query}`}`, {
    method: endpoint.method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body }),
  });
}

/** Runs one request and rolls back whatever it changed. */
async function isolated(run: () => Promise<Response>): Promise<Response> {
  return t.sandbox.services.db.pinned('rollback', run);
}

describe('hostile strings into every endpoint of the contract', () => {
  it('the contract has endpoints with fields to fill', () => {
    expect(allEndpoints.length).toBeGreaterThan(20);
    expect(allEndpoints.some((e) => fieldsOf(e.body).length > 0)).toBe(true);
    expect(allEndpoints.some((e) => fieldsOf(e.query).length > 0)).toBe(true);
  });

  it('never answers a 5xx', async () => {
    // Endpoints by name, so a counterexample reads as one.
    const byName = new Map(allEndpoints.map((e) => [e.name, e]));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...byName.keys()), hostile, async (name, text) => {
        const e = byName.get(name);
        if (!e) throw new Error(name);
        const response = await isolated(() => request(e, text));
        const status = response.status;
        if (status >= 500) {
          throw new Error(`${e.method} ${e.path} answered ${status}: ${await response.text()}`);
        }
      }),
      { numRuns: 400, seed: 23 },
    );
  }, 60_000);

  it('names the field in a 400 for NUL, a lone surrogate and a bidi override', async () => {
    const search = allEndpoints.find((e) => e.method === 'GET' && fieldsOf(e.query).length > 0);
    if (!search) throw new Error('no endpoint with a query');
    const [field] = fieldsOf(search.query);
    for (const text of ['a\u0000b', 'a\uD800', '\u202Etxt']) {
      const response = await request(search, text);
      expect(response.status, `${search.path} ${JSON.stringify(text)}`).toBe(400);
      const json = (await response.json()) as { message: string; modelState: Record<string, string[]> };
      expect(Object.keys(json.modelState)).toContain(field);
    }
  });
});

describe('screenText', () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof HttpError) return error.body;
      throw error;
    }
    throw new Error('not refused');
  };

  it('names each field, at any depth, with the domain sentence', () => {
    expect(
      refusal(() => screenText({ note: 'a\u0000', stops: [{ city: '\u202Ex' }], ok: 'fine' }, 'body')),
    ).toEqual({
      message: 'The request is invalid.',
      modelState: {
        note: ['Contains a NUL character (at position 2), which cannot be stored.'],
        'stops.0.city': [
          'Contains an invisible bidirectional control character (U+202E at position 1) that can disguise text.',
        ],
      },
      // The keys of the spec's sentences ride along (ADR 048), so a portal shows them in its user's language.
      messageKey: 'answer.invalidRequest',
      modelStateKeys: {
        note: [{ key: 'input.unstorable.nul', params: { position: 2 } }],
        'stops.0.city': [
          { key: 'input.unstorable.bidiControl', params: { codePoint: 'U+202E', position: 1 } },
        ],
      },
    });
    expect(refusal(() => screenText('\uD800', 'body'))).toMatchObject({
      modelState: { body: [expect.any(String)] },
    });
    expect(refusal(() => screenText({ 'k\u0000': 1 }, 'body'))).toMatchObject({
      modelState: { 'k\u0000': [expect.any(String)] },
    });
  });

  it('removes the characters from file-name fields instead, and keeps other values as they are', () => {
    const cleaned = screenText(
      { name: '\u202Egnp.pdf\u0000', type: 4, data: 'AA==' },
      'body',
      new Set(['name']),
    );
    expect(cleaned).toEqual({ name: 'gnp.pdf', type: 4, data: 'AA==' });
    const proto = screenText(JSON.parse('{"__proto__": {"x": 1}}'), 'body') as Record<string, unknown>;
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(['__proto__']);
  });
});

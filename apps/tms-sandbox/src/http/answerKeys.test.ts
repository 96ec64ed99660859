import type { ErrorBody } from '@freightkit/api';
import {
  answerMessagesEn,
  answerText,
  createTranslator,
  duplicateContactEmailMessage,
  fixedAnswerMessages,
  messageShape,
  specMessages,
  TenderOfferStatus as T,
  TenderRejectReason as R,
  tenderAnswerRefusalMessage,
  type AnswerMessage,
  type Catalog,
  type LocalizedCatalog,
} from '@freightkit/domain';
import {
  answerMessagesEsUs,
  answerMessagesFrCa,
  enumMessagesEsUs,
  enumMessagesFrCa,
  specMessagesEsUs,
  specMessagesFrCa,
} from '@freightkit/domain/translations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../personas.ts';
import { createTestSandbox } from '../testing.ts';
import { badRequest, forbidden, HttpError, notFound } from './errors.ts';
import { z } from 'zod';

// The guard of ADR 048: every text the sandbox answers with a key has that key in every language's
// catalog, asking for the parameters the answer carries, and the English of the key is the text sent.

const translated: Readonly<Record<'es-US' | 'fr-CA', Catalog>> = {
  'es-US': { ...enumMessagesEsUs, ...specMessagesEsUs, ...answerMessagesEsUs },
  'fr-CA': { ...enumMessagesFrCa, ...specMessagesFrCa, ...answerMessagesFrCa },
};
const catalogs: LocalizedCatalog = { en: specMessages.en, ...translated };
const english = createTranslator('en-US', catalogs);
const spanish = createTranslator('es-US', catalogs);

/** Fails unless `key` exists in English, es-US and fr-CA with every argument `params` must fill. */
function expectKnownEverywhere(answer: AnswerMessage) {
  for (const catalog of [specMessages.en, translated['es-US'], translated['fr-CA']]) {
    const template = catalog[answer.key];
    expect(template, answer.key).toBeDefined();
    const shape = messageShape(template ?? '');
    expect(shape.ok, answer.key).toBe(true);
    for (const name of Object.keys(shape.ok ? shape.arguments : {})) {
      expect(answer.params ?? {}, `${answer.key} needs {${name}}`).toHaveProperty(name);
    }
  }
  for (const key of Object.values(answer.labels ?? {})) expect(specMessages.en[key], key).toBeDefined();
}

/**
 * Checks one answer body: its keys are known everywhere, `modelStateKeys` follows `modelState` entry
 * for entry, and a key's English is the text sent — except the generic readings of schema issues
 * (`answer.input.*`), which stand next to zod's own, more technical, English.
 */
function expectKeyed(body: ErrorBody) {
  if (body.messageKey !== undefined) {
    const answer = {
      key: body.messageKey,
      ...(body.messageParams ? { params: body.messageParams } : {}),
      ...(body.messageLabels ? { labels: body.messageLabels } : {}),
    };
    expectKnownEverywhere(answer);
    expect(english(answer.key, answer.params)).toBe(body.message);
  }
  for (const [field, keys] of Object.entries(body.modelStateKeys ?? {})) {
    const texts = body.modelState?.[field] ?? [];
    expect(keys, field).toHaveLength(texts.length);
    keys.forEach((answer, i) => {
      if (answer === null) return;
      expectKnownEverywhere(answer);
      if (!answer.key.startsWith('answer.input.')) expect(english(answer.key, answer.params)).toBe(texts[i]);
    });
  }
}

describe('answer texts and their keys', () => {
  it('has every answer key in English, es-US and fr-CA, with the same arguments', () => {
    for (const key of Object.keys(answerMessagesEn)) {
      const shape = messageShape(answerMessagesEn[key as keyof typeof answerMessagesEn]);
      for (const catalog of Object.values(translated)) {
        expect(catalog[key], key).toBeDefined();
        expect(messageShape(catalog[key] ?? ''), key).toEqual(shape);
      }
    }
  });

  it('keys every sentence the sandbox writes by heart, however it was thrown', () => {
    for (const answer of fixedAnswerMessages()) {
      const body = new HttpError(409, answerText(answer)).body;
      expect(body.messageKey, answerText(answer)).toBe(answer.key);
      expectKeyed(body);
      const invalid = new HttpError(400, {
        message: 'The request is invalid.',
        modelState: { field: [answerText(answer)] },
      }).body;
      expect(invalid.messageKey).toBe('answer.invalidRequest');
      expect(invalid.modelStateKeys?.['field']?.[0]?.key).toBe(answer.key);
    }
    expect(forbidden().body).toEqual({
      message: 'You are not allowed to do this.',
      messageKey: 'answer.forbidden',
    });
    expect(notFound('The tender').body).toEqual({
      message: 'The tender was not found.',
      messageKey: 'answer.notFound.tender',
    });
    // A text domain does not know stays as it was, without a key.
    expect(new HttpError(409, 'Something only this call says.').body).toEqual({
      message: 'Something only this call says.',
    });
  });

  it("keeps zod's text and adds the key of its reading, in step with the model state", () => {
    const schema = z.object({
      name: z.string().min(2),
      count: z.number().int().positive(),
      size: z.number().max(10),
      kind: z.enum(['a', 'b']),
      note: z.string().refine(() => false, 'A sentence of the contract.'),
    });
    const parsed = schema.safeParse({ name: 'x', count: 0, size: 11, kind: 'c', note: '' });
    if (parsed.success) throw new Error('expected issues');
    const body = badRequest(parsed.error.issues, 'body').body;
    expectKeyed(body);
    expect(body.modelState?.['name']).toEqual([parsed.error.issues[0]?.message]);
    expect(body.modelStateKeys).toEqual({
      name: [{ key: 'answer.input.tooShort', params: { minimum: 2 } }],
      count: [{ key: 'answer.input.notAbove', params: { minimum: 0 } }],
      size: [{ key: 'answer.input.tooBig', params: { maximum: 10 } }],
      kind: [{ key: 'answer.input.invalidChoice' }],
      note: [null],
    });
    expect(spanish('answer.input.tooShort', { minimum: 2 })).toBe('Escriba al menos 2 caracteres.');
  });
});

describe('refusals the portal shows, over HTTP', () => {
  let t: Awaited<ReturnType<typeof createTestSandbox>>;
  let admin: Record<string, string>;
  let dispatcher: Record<string, string>;

  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    t.app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const refusal = async (response: Response, status: number): Promise<ErrorBody> => {
    const body = (await response.json()) as ErrorBody;
    expect(response.status, JSON.stringify(body)).toBe(status);
    expectKeyed(body);
    return body;
  };

  beforeAll(async () => {
    t = await createTestSandbox();
    admin = (await t.signIn(persona('carrierAdmin').email)).headers;
    dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  }, 120_000);
  afterAll(async () => {
    await t.sandbox.close();
  });

  it('a tender answered twice: 409 with the key of the sentence', async () => {
    // The list shows the tenders still to answer (Sent) first.
    const page = (await (await t.get(`/api/v2/tenders?statuses=${T.Sent}`, admin)).json()) as {
      items: { id: string }[];
    };
    const open = page.items[0];
    if (!open) throw new Error('no open tender');
    const path = `/api/v2/tenders/${open.id}/offers`;
    expect(
      (await send('PUT', path, dispatcher, { status: T.Rejected, rejectReason: R.NoCapacity })).status,
    ).toBe(200);
    const body = await refusal(await send('PUT', path, dispatcher, { status: T.Accepted }), 409);
    expect(body).toMatchObject({
      message: tenderAnswerRefusalMessage(T.Rejected),
      messageKey: 'answer.tenders.alreadyRejected',
    });
    expect(spanish(body.messageKey ?? '')).toBe(
      'Esta oferta ya fue rechazada, así que ya no se puede responder.',
    );
  });

  it("a rejection without the rate the carrier would take: 400 keyed with the tender rule's key", async () => {
    const page = (await (await t.get(`/api/v2/tenders?statuses=${T.Sent}`, admin)).json()) as {
      items: { id: string }[];
    };
    const open = page.items[0];
    if (!open) throw new Error('no open tender');
    const body = await refusal(
      await send('PUT', `/api/v2/tenders/${open.id}/offers`, dispatcher, {
        status: T.Rejected,
        rejectReason: R.DislikesRate,
      }),
      400,
    );
    expect(body.modelState?.['counterRate']).toEqual(['Enter the rate you would take.']);
    expect(body.modelStateKeys?.['counterRate']).toEqual([{ key: 'answer.tenders.counterRateRequired' }]);
    expect(spanish('answer.tenders.counterRateRequired')).toBe('Escriba la tarifa que aceptaría.');
  });

  it('a contact e-mail already used: 409 with the key and the address as a parameter', async () => {
    const body = await refusal(
      await send('POST', '/api/v2/contacts', admin, {
        firstName: 'Rosa',
        lastName: 'Diaz',
        functionTitle: null,
        emailAddresses: ['AP@swiftline.test'],
        phoneNumbers: [],
        linkedInProfileUrl: null,
        roles: ['BillingInquiry'],
        isPortalEnabled: false,
        permissions: [],
      }),
      409,
    );
    expect(body).toMatchObject({
      message: duplicateContactEmailMessage('ap@swiftline.test'),
      messageKey: 'answer.contacts.emailTaken',
      messageParams: { email: 'ap@swiftline.test' },
    });
  });

  it("the load board's 400 answers: the contract's sentences and an unknown place, keyed", async () => {
    const bad = await refusal(
      await t.get('/api/v2/available_shipments?originLatitude=41.9&originRadius=9000', dispatcher),
      400,
    );
    expect(bad.messageKey).toBe('answer.invalidRequest');
    expect(bad.modelStateKeys?.['originLatitude']?.[0]?.key).toBe('answer.loadBoard.pointNeedsBoth');
    expect(bad.modelStateKeys?.['originRadius']?.[0]).toEqual({
      key: 'answer.loadBoard.radius',
      params: { max: 500 },
    });
    const unknown = await refusal(
      await t.get('/api/v2/available_shipments?originLocationId=987654321', dispatcher),
      400,
    );
    expect(unknown.modelStateKeys?.['originLocationId']).toEqual([
      { key: 'answer.loadBoard.unknownLocation', params: { id: 987654321 } },
    ]);
  });

  it('a missing resource: 404 with its key', async () => {
    const body = await refusal(
      await t.get('/api/v2/contacts/00000000-0000-4000-8000-000000000000', admin),
      404,
    );
    expect(body).toEqual({ message: 'The contact was not found.', messageKey: 'answer.notFound.contact' });
  });
});

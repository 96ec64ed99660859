import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../orders/status.ts';
import { orderNotTenderable, orderNotTenderableMessage } from '../orders/rateRequests.ts';
import { answerMessagesEsUs } from '../messages/answers.es-US.ts';
import { answerMessagesFrCa } from '../messages/answers.fr-CA.ts';
import { enumMessagesEsUs, specMessagesEsUs } from '../messages/catalog.es-US.ts';
import { renderMessage, specMessages } from '../messages/catalog.ts';
import { createTranslator, type LocalizedCatalog } from '../messages/translator.ts';
import { answerOfText, fixedAnswerMessages, modelStateTexts } from './answers.ts';
import { failureMessages, serverTextOf } from './failures.ts';

const catalogs: LocalizedCatalog = {
  en: specMessages.en,
  'es-US': { ...enumMessagesEsUs, ...specMessagesEsUs, ...answerMessagesEsUs },
  'fr-CA': answerMessagesFrCa,
};
const es = createTranslator('es-US', catalogs);
const en = createTranslator('en-US', catalogs);

describe('server texts with their keys (ADR 048)', () => {
  it("shows a keyed text in the reader's language, enum labels included, and the English in English", () => {
    const body = {
      message: orderNotTenderableMessage('500103', OrderStatus.Tendered),
      messageKey: 'answer.orders.notTenderable',
      messageParams: { number: '500103', status: 'Tendered' },
      messageLabels: { status: 'enum.orderStatus.Tendered' },
    };
    const [message] = failureMessages({ status: 409, body });
    if (message === undefined) throw new Error('no message');
    expect(renderMessage(es, message)).toBe(
      'La orden 500103 está en estado Ofertada y no se puede ofertar ahora.',
    );
    expect(renderMessage(en, message)).toBe(body.message);
    expect(orderNotTenderable('500103', OrderStatus.Tendered)).toEqual({
      key: body.messageKey,
      params: body.messageParams,
      labels: body.messageLabels,
    });
  });

  it('falls back to the text sent: no key, an unknown key, a malformed key', () => {
    const text = 'Something the server says.';
    for (const body of [
      { message: text },
      { message: text, messageKey: 'answer.fromANewerServer' },
      { message: text, messageKey: 42 as unknown as string },
    ]) {
      const server = serverTextOf(body);
      if (server === undefined) throw new Error('no text');
      expect(renderMessage(es, server)).toBe(text);
    }
  });

  it('pairs each model-state text with its key, in order, and tolerates a short or broken key list', () => {
    const texts = modelStateTexts({
      modelState: { email: ['First.', 'Second.'], name: ['Third.'] },
      modelStateKeys: { email: [null, { key: 'answer.input.invalid' }], name: 'oops' as never },
    });
    expect(texts).toEqual({
      email: [{ text: 'First.' }, { text: 'Second.', answer: { key: 'answer.input.invalid' } }],
      name: [{ text: 'Third.' }],
    });
    expect(texts['email']?.map((m) => renderMessage(es, m))).toEqual(['First.', 'Este valor no es válido.']);
    expect(failureMessages({ status: 400, body: { modelState: { email: ['First.'] } } })).toEqual([
      { text: 'First.' },
    ]);
  });

  it('knows every fixed sentence by its exact English, and nothing else', () => {
    for (const answer of fixedAnswerMessages()) {
      const english = en(answer.key, answer.params);
      expect(answerOfText(english)).toEqual(answer);
    }
    expect(answerOfText('A radius is between 1 and 500 miles.')?.key).toBe('answer.loadBoard.radius');
    expect(answerOfText('The tender was not found')).toBeUndefined();
  });
});

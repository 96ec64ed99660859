import {
  answerOfText,
  createTranslator,
  specMessages,
  type AnswerMessage,
  type Translate,
} from '@freightkit/domain';
import type { ErrorBody } from './common.ts';

/** A text of a refused answer: a catalog text with its key (preferred), or an English sentence. */
export type AnswerSaid = AnswerMessage | string;

let english: Translate | undefined;

/** The English of a said text, and its key: given, or found for a sentence domain knows by heart. */
function keyed(said: AnswerSaid): { readonly text: string; readonly answer: AnswerMessage | undefined } {
  if (typeof said === 'string') return { text: said, answer: answerOfText(said) };
  english ??= createTranslator('en-US', specMessages);
  return { text: english(said.key, said.params), answer: said };
}

const compact = (m: AnswerMessage): AnswerMessage => ({
  key: m.key,
  ...(m.params === undefined ? {} : { params: m.params }),
  ...(m.labels === undefined ? {} : { labels: m.labels }),
});

/**
 * The body of a refused answer with the keys of its texts next to the English (ADR 048): `message`
 * with `messageKey` / `messageParams` / `messageLabels`, and `modelState` with a parallel
 * `modelStateKeys`. An English sentence is keyed when domain knows it (`answerOfText`); the body then
 * reads the same as before for a client that ignores the keys.
 *
 * @example answerBody(tenderAnswerRefusal(status))
 * @example answerBody('The request is invalid.', { email: [duplicateContactEmail(email)] })
 */
export function answerBody(
  message: AnswerSaid | undefined,
  modelState?: Readonly<Record<string, readonly AnswerSaid[]>>,
): ErrorBody {
  const body: {
    -readonly [K in keyof ErrorBody]: ErrorBody[K];
  } = {};
  if (message !== undefined) {
    const { text, answer } = keyed(message);
    body.message = text;
    if (answer !== undefined) {
      body.messageKey = answer.key;
      if (answer.params !== undefined) body.messageParams = { ...answer.params };
      if (answer.labels !== undefined) body.messageLabels = { ...answer.labels };
    }
  }
  if (modelState !== undefined) {
    const texts: Record<string, string[]> = {};
    const keys: Record<string, (AnswerMessage | null)[]> = {};
    let anyKey = false;
    for (const [field, said] of Object.entries(modelState)) {
      const entries = said.map(keyed);
      texts[field] = entries.map((e) => e.text);
      keys[field] = entries.map((e) => (e.answer === undefined ? null : compact(e.answer)));
      anyKey ||= entries.some((e) => e.answer !== undefined);
    }
    body.modelState = texts;
    if (anyKey) body.modelStateKeys = keys;
  }
  return body;
}

/**
 * Adds the keys domain knows to a body written as plain English (`{ message, modelState }`): the
 * same texts, keyed where they are sentences of the catalogs. Keys already present are kept.
 */
export function withAnswerKeys(body: ErrorBody): ErrorBody {
  if (body.messageKey !== undefined || body.modelStateKeys !== undefined) return body;
  const keyedBody = answerBody(body.message, body.modelState);
  return { ...body, ...keyedBody };
}

import { ApiError } from '@freightkit/api';
import {
  answerText,
  renderMessage,
  type AnswerMessage,
  type FieldProblems,
  type Translate,
} from '@freightkit/domain';

/**
 * The user-facing text of a failed call: the central handler's messages (spec 1 §8), or the
 * generic one when the failure carries none. One wording for every portal area; a server text shows
 * in the user's language when the answer carries its key (ADR 048).
 */
export function failureText(t: Translate, error: unknown): string {
  return error instanceof ApiError && error.messages.length > 0
    ? error.messages.map((message) => renderMessage(t, message)).join(' ')
    : t('errors.unknown');
}

/**
 * The answer's own sentence (its `message`) in the user's language when it carries its key, else as
 * the server wrote it (ADR 048); `undefined` when the failure is not an answer with a message.
 */
export function serverSentence(t: Translate, error: unknown): string | undefined {
  return error instanceof ApiError && error.serverText !== undefined
    ? renderMessage(t, error.serverText)
    : undefined;
}

/**
 * The answer's model state (400) as field → texts in the user's language where the answer carries
 * their keys, else as the server wrote them (ADR 048); empty for any other failure.
 */
export function fieldFailureTexts(t: Translate, error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldTexts).map(([field, texts]) => [field, texts.map((m) => renderMessage(t, m))]),
  );
}

/**
 * A domain form rule's keyed field problems (`equipmentProblemKeys`, `contactProblemKeys`…) as field →
 * text in the user's language, the rule's English where the catalogs lack a key (ADR 048): the
 * browser's run of the rule reads like the back end's refusal of it.
 */
export function problemTextsIn<Problems extends FieldProblems>(
  t: Translate,
  problems: Problems,
): { [Field in keyof Problems]: string } {
  const texts: Partial<Record<string, string>> = {};
  for (const [field, problem] of Object.entries(problems)) {
    if (problem !== undefined)
      texts[field] = renderMessage(t, { text: answerText(problem), answer: problem });
  }
  return texts as { [Field in keyof Problems]: string };
}

/**
 * The error messages of a booking answered `bookingSucceeded: false` (spec 1 §8) in the reader's
 * language: each English text with its key and values from the parallel `errorKeys` (ADR 048, 057);
 * a text without a key (an older back end, a `null` entry) shows as sent.
 */
export function keyedTexts(
  t: Translate,
  texts: readonly string[],
  keys: readonly (AnswerMessage | null)[] | undefined,
): string[] {
  return texts.map((text, i) => {
    const key = keys?.[i];
    return renderMessage(t, key == null ? { text } : { text, answer: key });
  });
}

import type { Translate } from '@freightkit/domain';
import { failureText, fieldFailureTexts } from '../../common/failureText.ts';

/**
 * Splits a failed save into messages on the form's fields (the back end's model state, keyed by the
 * same names as domain's rules) and a refusal for everything else (a 409, a network failure).
 */
export function saveFailure<F extends string>(
  t: Translate,
  error: unknown,
  fields: readonly F[],
): { readonly onFields: Partial<Record<F, string>>; readonly refusal: string | null } {
  const modelState = fieldFailureTexts(t, error);
  const onFields: Partial<Record<F, string>> = {};
  for (const [key, messages] of Object.entries(modelState)) {
    if ((fields as readonly string[]).includes(key) && messages[0]) onFields[key as F] = messages[0];
  }
  return Object.keys(onFields).length > 0
    ? { onFields, refusal: null }
    : { onFields, refusal: failureText(t, error) };
}

/** Moves focus to the first field marked invalid in a form, once React has drawn the marks. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/** Today in the dispatcher's own calendar (the form's first accepted empty date; the back end checks the place's). */
export function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

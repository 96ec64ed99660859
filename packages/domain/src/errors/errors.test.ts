import { describe, expect, it } from 'vitest';
import { createTranslator } from '../messages/translator.ts';
import { renderMessage, specMessages } from '../messages/catalog.ts';
import {
  doNotUseToast,
  failureMessages,
  isDoNotUseMessage,
  parseUpdateError,
  signInFailure,
  updateErrorToast,
  type Failure,
} from './index.ts';

const t = createTranslator('en-US', specMessages);
const texts = (failure: Failure): string[] => failureMessages(failure).map((m) => renderMessage(t, m));

describe('central failure handler (spec 1 §8, spec 2 §8)', () => {
  it.each<[string, Failure, string[]]>([
    ['no status', { body: { message: 'ignored' } }, ['An Unknown Error Occurred']],
    ['null status', { status: null }, ['An Unknown Error Occurred']],
    [
      'errors map, each message',
      { status: 400, body: { errors: { a: 'First', b: ['Second', 'Third'] }, message: 'm' } },
      ['First', 'Second', 'Third'],
    ],
    ['errors list', { status: 400, body: { errors: ['Only'] } }, ['Only']],
    [
      'model state when no errors',
      { status: 400, body: { errors: {}, modelState: { x: ['State 1'], y: 'State 2' }, message: 'm' } },
      ['State 1', 'State 2'],
    ],
    [
      'otherwise the message',
      { status: 500, body: { errors: null, modelState: null, message: 'Boom' } },
      ['Boom'],
    ],
    ['thrown error message', { status: 502, message: 'Bad gateway' }, ['Bad gateway']],
    ['nothing usable', { status: 500, body: { message: '  ' } }, ['An Unknown Error Occurred']],
    ['blank entries skipped', { status: 400, body: { errors: [' '], message: 'M' } }, ['M']],
  ])('%s', (_name, failure, expected) => {
    expect(texts(failure)).toEqual(expected);
  });
});

describe('update errors (spec 2 §8)', () => {
  it('reads title, detail, errors list and model state', () => {
    expect(
      parseUpdateError({
        title: 'T',
        detail: 'D',
        errors: { f: ['e1'] },
        modelState: { g: ['e2'] },
        message: 'M',
      }),
    ).toEqual({ title: 'T', detail: 'D', message: 'M', errors: ['e1', 'e2'] });
    expect(parseUpdateError('nonsense')).toEqual({ errors: [] });
    expect(parseUpdateError(null)).toEqual({ errors: [] });
    expect(parseUpdateError({ errors: ['a', ''], title: 42 })).toEqual({ errors: ['a'] });
  });

  it("toast heading is the title, else detail, else 'Request not successful', with bullets", () => {
    expect(updateErrorToast({ title: 'T', detail: 'D', errors: ['x'] })).toEqual({
      heading: { text: 'T' },
      bullets: ['x'],
    });
    expect(updateErrorToast({ detail: 'D', errors: [] }).heading).toEqual({ text: 'D' });
    expect(renderMessage(t, updateErrorToast({ errors: ['x'] }).heading)).toBe('Request not successful');
  });
});

describe('Do Not Use (spec 1 §8)', () => {
  it('detects the marker and builds the 8 s toast with the e-mail', () => {
    expect(isDoNotUseMessage('Carrier flagged Do Not Use')).toBe(true);
    expect(isDoNotUseMessage('do not use')).toBe(false);
    expect(isDoNotUseMessage(undefined)).toBe(false);
    const toast = doNotUseToast('help@example.com');
    expect(toast.durationMs).toBe(8000);
    expect(renderMessage(t, toast.message)).toBe(
      'Carrier is "Do Not Use", if you have questions please email help@example.com',
    );
  });

  it.each<[string | null, 'login' | 'passwordResetRequest' | 'passwordReset', string]>([
    ['Do Not Use', 'login', 'Carrier is "Do Not Use", if you have questions please email e@x.io'],
    ['Do Not Use', 'passwordReset', 'Carrier is "Do Not Use", if you have questions please email e@x.io'],
    [
      'Do Not Use',
      'passwordResetRequest',
      'Carrier is "Do Not Use", if you have questions please email e@x.io',
    ],
    // choice: the first reading of the login failure text
    ['Unauthorized', 'login', 'Wrong username or password.'],
    ['Token invalid', 'passwordReset', 'Token invalid'],
    [null, 'passwordResetRequest', 'An Unknown Error Occurred'],
  ])('sign-in failure %s during %s', (message, kind, expected) => {
    const result = signInFailure(message, 'e@x.io', kind);
    expect(renderMessage(t, result.message)).toBe(expected);
    if (message === 'Do Not Use') expect(result).toHaveProperty('durationMs', 8000);
  });
});

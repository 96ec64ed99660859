import { describe, expect, it } from 'vitest';
import { toastDuration } from '../messages/toasts.ts';
import { bookingFailureMessages, notesFetchFailureToast, shipmentDetailsFailure } from './index.ts';

describe('more failure texts (spec 1 §8, spec 2 §8)', () => {
  it('notes fetch failure: message heading plus model-state bullets', () => {
    expect(notesFetchFailureToast({ message: 'Nope', modelState: { a: ['x', 'y'] } })).toEqual({
      heading: { text: 'Nope' },
      bullets: ['x', 'y'],
    });
    expect(notesFetchFailureToast(null)).toEqual({ heading: { key: 'notes.loadFailed' }, bullets: [] });
  });

  it.each([
    [{ bookingSucceeded: true, errors: ['x'] }, []],
    [
      { bookingSucceeded: false, errors: ['No capacity', { message: 'Rate expired' }, { message: null }] },
      [{ text: 'No capacity' }, { text: 'Rate expired' }],
    ],
    [{ bookingSucceeded: false }, [{ key: 'errors.unknown' }]],
  ])('booking result %j', (result, messages) => {
    expect(bookingFailureMessages(result)).toEqual(messages);
  });

  it('shipment details failure goes back after 3 s', () => {
    expect(shipmentDetailsFailure()).toEqual({
      message: { key: 'shipments.detailsFailed' },
      goBackAfterMs: 3000,
    });
  });

  it.each([
    ['auth.loginSuccessful', 4000],
    ['auth.passwordResetSuccessful', 4000],
    ['errors.doNotUse', 8000],
    ['auth.checkEmail', 5000],
  ] as const)('toast %s stays %i ms', (key, ms) => {
    expect(toastDuration(key)).toBe(ms);
  });
});

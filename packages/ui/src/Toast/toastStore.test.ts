import { doNotUseToastMs, toastAutoCloseMs } from '@freightkit/domain';
import { describe, expect, it } from 'vitest';
import { createToast, maxToasts, toastReducer } from './toastStore.ts';

describe('toastReducer', () => {
  it('defaults to the domain auto-close duration and neutral tone', () => {
    const toast = createToast({ title: 'Saved' });
    expect(toast.duration).toBe(toastAutoCloseMs);
    expect(toast.tone).toBe('neutral');
  });

  it('keeps a per-toast duration (the 8 s Do Not Use case)', () => {
    expect(createToast({ title: 'x', duration: doNotUseToastMs }).duration).toBe(doNotUseToastMs);
  });

  it('shows, updates (bumping the version) and dismisses', () => {
    const a = createToast({ title: 'Updating Note...', duration: Infinity });
    let state = toastReducer([], { type: 'show', toast: a });
    state = toastReducer(state, { type: 'update', id: a.id, options: { title: 'Done', tone: 'positive' } });
    expect(state[0]).toMatchObject({ title: 'Done', tone: 'positive', duration: Infinity, version: 1 });
    expect(toastReducer(state, { type: 'dismiss', id: a.id })).toEqual([]);
  });

  it(`keeps at most ${maxToasts} toasts, dropping the oldest`, () => {
    let state = toastReducer([], { type: 'dismiss' });
    for (let i = 0; i < maxToasts + 2; i += 1)
      state = toastReducer(state, { type: 'show', toast: createToast({ title: `${i}` }) });
    expect(state.map((t) => t.title)).toEqual(['2', '3', '4', '5', '6']);
  });
});

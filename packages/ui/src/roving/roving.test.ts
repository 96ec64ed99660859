import { afterEach, describe, expect, it } from 'vitest';
import { rovingIndex } from './roving.ts';

/** A focused item in a row laid out in the given direction (an attribute on an ancestor, as a page sets it). */
function itemIn(dir: 'ltr' | 'rtl'): HTMLElement {
  const row = document.createElement('div');
  row.setAttribute('dir', dir);
  const item = document.createElement('button');
  row.append(item);
  document.body.append(row);
  return item;
}

const press = (
  key: string,
  currentTarget: Element,
  modifiers: { altKey?: boolean; metaKey?: boolean } = {},
) => ({
  key,
  altKey: modifiers.altKey ?? false,
  metaKey: modifiers.metaKey ?? false,
  currentTarget,
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('rovingIndex', () => {
  it('moves by one with the arrows, wrapping at both ends, and to the ends with Home and End', () => {
    const item = itemIn('ltr');
    expect(rovingIndex(press('ArrowRight', item), 0, 3)).toBe(1);
    expect(rovingIndex(press('ArrowRight', item), 2, 3)).toBe(0);
    expect(rovingIndex(press('ArrowLeft', item), 1, 3)).toBe(0);
    expect(rovingIndex(press('ArrowLeft', item), 0, 3)).toBe(2);
    expect(rovingIndex(press('Home', item), 2, 3)).toBe(0);
    expect(rovingIndex(press('End', item), 0, 3)).toBe(2);
    // One item: every key stays on it.
    expect(rovingIndex(press('ArrowRight', item), 0, 1)).toBe(0);
  });

  it('mirrors the arrows in a right-to-left row, not Home and End', () => {
    const item = itemIn('rtl');
    expect(rovingIndex(press('ArrowLeft', item), 0, 3)).toBe(1);
    expect(rovingIndex(press('ArrowRight', item), 0, 3)).toBe(2);
    expect(rovingIndex(press('ArrowLeft', item), 2, 3)).toBe(0);
    expect(rovingIndex(press('Home', item), 1, 3)).toBe(0);
    expect(rovingIndex(press('End', item), 1, 3)).toBe(2);
  });

  it('leaves the page keys, other keys, Alt and Meta combinations and an empty row alone', () => {
    const item = itemIn('ltr');
    for (const key of ['PageUp', 'PageDown', 'ArrowUp', 'ArrowDown', 'Enter', ' ', 'Tab']) {
      expect(rovingIndex(press(key, item), 1, 3)).toBeUndefined();
    }
    expect(rovingIndex(press('ArrowLeft', item, { altKey: true }), 1, 3)).toBeUndefined();
    expect(rovingIndex(press('ArrowRight', item, { metaKey: true }), 1, 3)).toBeUndefined();
    expect(rovingIndex(press('Home', item), 0, 0)).toBeUndefined();
  });
});

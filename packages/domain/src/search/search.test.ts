import { describe, expect, it } from 'vitest';
import {
  normaliseSearchText,
  quickSearchParams,
  searchPrompt,
  searchStatusText,
  shouldRunSearch,
} from './index.ts';

describe('shipment search (spec 1 §5)', () => {
  it.each([
    ['  123 ', '123', true],
    ['', '', false],
    ['   ', '', false],
  ])('%j → %j, runs %s', (raw, trimmed, runs) => {
    expect(normaliseSearchText(raw)).toBe(trimmed);
    expect(shouldRunSearch(raw)).toBe(runs);
  });

  it('prompts by broker flag and shows the empty text', () => {
    expect(searchPrompt(true)).toBe('search.promptBroker');
    expect(searchPrompt(false)).toBe('search.prompt');
    expect(searchStatusText(' ', false, null)).toBe('search.prompt');
    expect(searchStatusText('9', true, 0)).toBe('search.noResults');
    expect(searchStatusText('9', true, 3)).toBeNull();
    expect(searchStatusText('9', true, null)).toBeNull();
  });

  it('query params use page size 50', () => {
    expect(quickSearchParams(' 77 ')).toEqual({ query: '77', page: 1, pageSize: 50 });
    expect(quickSearchParams(' 77 ', 3)).toMatchObject({ page: 3 });
    expect(quickSearchParams('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { renderMessage, specMessages } from '../messages/catalog.ts';
import { createTranslator } from '../messages/translator.ts';
import { findUnstorableCharacter, unstorableTextMessage, withoutUnstorableCharacters } from './index.ts';

const t = createTranslator('en-US', specMessages);

describe('which characters a stored text may not hold (ADR 023)', () => {
  it.each([
    ['NUL', 'ab\u0000c', { reason: 'nul', index: 2, codePoint: 'U+0000' }],
    ['a lone high surrogate', 'x\uD83D', { reason: 'loneSurrogate', index: 1, codePoint: 'U+D83D' }],
    ['a lone low surrogate', '\uDE9Ax', { reason: 'loneSurrogate', index: 0, codePoint: 'U+DE9A' }],
    ['two high surrogates', '\uD83D\uD83D\uDE9A', { reason: 'loneSurrogate', index: 0, codePoint: 'U+D83D' }],
    ['a right-to-left override', '\u202Egnp.pdf', { reason: 'bidiControl', index: 0, codePoint: 'U+202E' }],
    ['a left-to-right embedding', 'a\u202Ab', { reason: 'bidiControl', index: 1, codePoint: 'U+202A' }],
    ['a first-strong isolate', 'POD \u2068x', { reason: 'bidiControl', index: 4, codePoint: 'U+2068' }],
    ['a pop directional isolate', '\u2069', { reason: 'bidiControl', index: 0, codePoint: 'U+2069' }],
  ] as const)('refuses %s', (_case, text, found) => {
    expect(findUnstorableCharacter(text)).toEqual(found);
  });

  it.each([
    ['plain ASCII', 'BOL 12 – Chicago.pdf'],
    ['an emoji (a surrogate pair)', 'Truck 🚚 on time'],
    ['a right-to-left script', 'فاتورة.pdf'],
    ['direction marks', 'abc\u200F\u200E\u061C'],
    ['other control characters', 'line\r\nnext\ttab'],
    ['the empty text', ''],
  ])('accepts %s', (_case, text) => {
    expect(findUnstorableCharacter(text)).toBeNull();
    expect(unstorableTextMessage(text)).toBeNull();
    expect(withoutUnstorableCharacters(text)).toBe(text);
  });

  it.each([
    ['a\u0000', 'Contains a NUL character (at position 2), which cannot be stored.'],
    [
      '\uDC00',
      'Contains a broken character (an unpaired UTF-16 surrogate at position 1), which cannot be stored.',
    ],
    [
      'ab\u2066',
      'Contains an invisible bidirectional control character (U+2066 at position 3) that can disguise text.',
    ],
  ])('explains the refusal of %j', (text, sentence) => {
    const message = unstorableTextMessage(text);
    expect(message).not.toBeNull();
    if (message) expect(renderMessage(t, message)).toBe(sentence);
  });

  it('removes them where that is harmless, keeping surrogate pairs', () => {
    expect(withoutUnstorableCharacters('\u202Egnp.pdf\u0000')).toBe('gnp.pdf');
    expect(withoutUnstorableCharacters('\uD83D🚚\uDE9A\u2067x')).toBe('🚚x');
    expect(findUnstorableCharacter(withoutUnstorableCharacters('\uD800\u0000\u202E'))).toBeNull();
  });
});

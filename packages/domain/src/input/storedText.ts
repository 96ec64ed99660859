import { msg, type MessageRef } from '../messages/catalog.ts';

/**
 * Why a character may not be held by a stored text (ADR 023):
 * - `nul`: U+0000, which PostgreSQL cannot store in a text column;
 * - `loneSurrogate`: half of a UTF-16 surrogate pair without its other half, which has no UTF-8 form;
 * - `bidiControl`: a bidirectional embedding, override or isolate (U+202A–202E, U+2066–2069), invisible
 *   characters that reorder the text around them, so that what a person reads is not what is stored
 *   (`'\u202Egnp.pdf'` reads as "fdp.png"). The direction marks (U+200E, U+200F, U+061C) only nudge
 *   neutral characters and stay allowed: mixed right-to-left and left-to-right text legitimately needs them.
 */
export type UnstorableReason = 'nul' | 'loneSurrogate' | 'bidiControl';

/** The first character a text may not hold: why, where (UTF-16 index) and which code point. */
export interface UnstorableCharacter {
  readonly reason: UnstorableReason;
  /** UTF-16 index of the character in the text. */
  readonly index: number;
  /** The code point, as `U+XXXX`. */
  readonly codePoint: string;
}

const isBidiControl = (code: number): boolean =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);

const codePointLabel = (code: number): string => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** Classifies the UTF-16 unit at `index` of `text` (a lone surrogate, NUL, a bidi control, or none). */
function reasonAt(text: string, index: number): UnstorableReason | 'pair' | null {
  const code = text.charCodeAt(index);
  if (code === 0) return 'nul';
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = text.charCodeAt(index + 1);
    return next >= 0xdc00 && next <= 0xdfff ? 'pair' : 'loneSurrogate';
  }
  if (code >= 0xdc00 && code <= 0xdfff) return 'loneSurrogate';
  return isBidiControl(code) ? 'bidiControl' : null;
}

/** Quick pre-check: does the text contain anything `reasonAt` looks at? (keeps long plain texts cheap). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point of this pattern
const suspect = /[\u0000\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/;

/**
 * The first character of `text` that a stored text may not hold, or `null` when it may be stored as is.
 *
 * @example findUnstorableCharacter('ab\u0000c') // { reason: 'nul', index: 2, codePoint: 'U+0000' }
 * @example findUnstorableCharacter('Ünïcödé 🚚') // null
 */
export function findUnstorableCharacter(text: string): UnstorableCharacter | null {
  if (!suspect.test(text)) return null;
  for (let index = 0; index < text.length; index += 1) {
    const reason = reasonAt(text, index);
    if (reason === 'pair') {
      index += 1;
      continue;
    }
    if (reason !== null) return { reason, index, codePoint: codePointLabel(text.charCodeAt(index)) };
  }
  return null;
}

/**
 * The refusal to show for a text that may not be stored (position counted from 1 for people), or `null`
 * when the text may be stored. The back end answers it as a 400 naming the field.
 *
 * @example unstorableTextMessage('a\u0000') // { key: 'input.unstorable.nul', params: { position: 2 } }
 */
export function unstorableTextMessage(text: string): MessageRef | null {
  const found = findUnstorableCharacter(text);
  if (found === null) return null;
  const position = found.index + 1;
  switch (found.reason) {
    case 'nul':
      return msg('input.unstorable.nul', { position });
    case 'loneSurrogate':
      return msg('input.unstorable.loneSurrogate', { position });
    case 'bidiControl':
      return msg('input.unstorable.bidiControl', { position, codePoint: found.codePoint });
  }
}

/**
 * A text with every character a stored text may not hold removed: for the fields where dropping them is
 * harmless, such as a file name (the name is a label; the file's content and type are checked apart).
 *
 * @example withoutUnstorableCharacters('\u202Egnp.pdf\u0000') // 'gnp.pdf'
 */
export function withoutUnstorableCharacters(text: string): string {
  if (!suspect.test(text)) return text;
  let kept = '';
  for (let index = 0; index < text.length; index += 1) {
    const reason = reasonAt(text, index);
    if (reason === 'pair') {
      kept += text.slice(index, index + 2);
      index += 1;
    } else if (reason === null) kept += text[index] ?? '';
  }
  return kept;
}

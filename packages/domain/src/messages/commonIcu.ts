// The element kinds from the package's parser-free entry: the main one's value would bring the parser
// into the bundle, which is what this reader saves (ADR 066).
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js';

/** The argument kind a nested message belongs to: `#` is the count only inside `plural` / `selectordinal`. */
type Parent = 'plural' | 'selectordinal' | 'select' | null;

/** Thrown inside the reader when a message leaves the common subset; never escapes {@link parseCommonIcu}. */
class Declined extends Error {}

// Code points the full parser treats as white space between the parts of an argument. The parser takes
// more (U+0085, U+200E…); a message using those between parts is declined here and goes to it.
const isSpace = (c: string | undefined) => c === ' ' || (c !== undefined && c >= '\t' && c <= '\r');
const isIdentifierChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);

/**
 * Reads the ICU messages FreightKit's catalogs are written in into the same AST as FormatJS's parser
 * (`@formatjs/icu-messageformat-parser` `parse(message, { ignoreTag: true })`, without locations), or
 * returns `undefined` for anything else. The subset: text (with `''` and a lone apostrophe), `{name}`,
 * `{name, number}`, `plural` and `selectordinal` (`offset:`, `=N`, `#`) and `select`, nested. Quoted
 * syntax (`'{'`), number and date styles and skeletons are declined, as is any message the full parser
 * would refuse, so a declined message costs the full parser and never a different result.
 *
 * Why: the full parser is about 9 KB of the sign-in page's gzipped JavaScript (ADR 066); every message
 * of the catalogs is read by this one, which the portal's catalog guard checks against the full parser.
 */
export function parseCommonIcu(message: string): MessageFormatElement[] | undefined {
  let at = 0;
  const char = () => message[at];
  const skipSpace = () => {
    while (isSpace(char())) at++;
  };
  const expect = (c: string) => {
    if (char() !== c) throw new Declined();
    at++;
  };
  const identifier = (): string => {
    const start = at;
    while (isIdentifierChar(char())) at++;
    return message.slice(start, at);
  };
  // After an identifier the full parser's own identifier would go on through any character that is not
  // white space or ICU syntax; accept only an end the two readers agree on.
  const endOfIdentifier = (allowed: string) => {
    const c = char();
    if (c !== undefined && !isSpace(c) && !allowed.includes(c)) throw new Declined();
  };

  const readMessage = (nested: boolean, parent: Parent): MessageFormatElement[] => {
    const elements: MessageFormatElement[] = [];
    let text = '';
    const flush = () => {
      if (text !== '') elements.push({ type: TYPE.literal, value: text });
      text = '';
    };
    while (at < message.length) {
      const c = message.charAt(at);
      if (c === '{') {
        flush();
        elements.push(readArgument());
      } else if (c === '}' && nested) {
        break;
      } else if (c === '#' && (parent === 'plural' || parent === 'selectordinal')) {
        flush();
        elements.push({ type: TYPE.pound });
        at++;
      } else if (c === "'") {
        const next = message[at + 1];
        if (next === "'") {
          text += "'";
          at += 2;
        } else if (next === '{' || next === '}' || next === '<' || next === '>' || next === '#') {
          // Quoted syntax: rare in catalogs, and its rules (`#` quotes only under a plural) are the parser's.
          throw new Declined();
        } else {
          text += "'";
          at++;
        }
      } else {
        text += c;
        at++;
      }
    }
    flush();
    return elements;
  };

  const readOptions = (parent: 'plural' | 'selectordinal' | 'select', first: string) => {
    const options: Record<string, { value: MessageFormatElement[] }> = {};
    let selector = first;
    for (;;) {
      if (selector === '') {
        if (parent === 'select' || char() !== '=') break;
        const start = at;
        at++;
        if (!/[0-9]/.test(char() ?? '')) throw new Declined();
        while (/[0-9]/.test(char() ?? '')) at++;
        selector = message.slice(start, at);
      }
      if (Object.hasOwn(options, selector)) throw new Declined();
      skipSpace();
      expect('{');
      const value = readMessage(true, parent);
      expect('}');
      options[selector] = { value };
      skipSpace();
      selector = identifier();
      endOfIdentifier('{}=');
    }
    if (!Object.hasOwn(options, 'other')) throw new Declined();
    return options;
  };

  const readArgument = (): MessageFormatElement => {
    expect('{');
    skipSpace();
    const value = identifier();
    if (value === '') throw new Declined();
    endOfIdentifier(',}');
    skipSpace();
    if (char() === '}') {
      at++;
      return { type: TYPE.argument, value };
    }
    expect(',');
    skipSpace();
    const kind = identifier();
    endOfIdentifier(',}');
    skipSpace();
    if (kind === 'number') {
      expect('}');
      return { type: TYPE.number, value, style: null };
    }
    if (kind !== 'plural' && kind !== 'selectordinal' && kind !== 'select') throw new Declined();
    expect(',');
    skipSpace();
    let first = identifier();
    let offset = 0;
    if (kind !== 'select' && first === 'offset') {
      expect(':');
      skipSpace();
      const digits = /^[0-9]+/.exec(message.slice(at));
      if (digits === null || !Number.isSafeInteger(Number(digits[0]))) throw new Declined();
      at += digits[0].length;
      offset = Number(digits[0]);
      skipSpace();
      first = identifier();
    }
    endOfIdentifier('{}=');
    const options = readOptions(kind, first);
    expect('}');
    return kind === 'select'
      ? { type: TYPE.select, value, options }
      : { type: TYPE.plural, value, options, offset, pluralType: kind === 'plural' ? 'cardinal' : 'ordinal' };
  };

  try {
    return readMessage(false, null);
  } catch (error) {
    if (error instanceof Declined) return undefined;
    throw error;
  }
}

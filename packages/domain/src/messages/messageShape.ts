import { IntlMessageFormat } from 'intl-messageformat';
import { parseCommonIcu } from './commonIcu.ts';

/** How a message uses one of its arguments: as plain text, a formatted number/date/time, or to choose a form. */
export type ArgumentKind = 'text' | 'number' | 'date' | 'time' | 'select' | 'plural';

/** A message's arguments by name, or why it does not parse as ICU MessageFormat. */
export type MessageShape =
  | {
      readonly ok: true;
      readonly arguments: Readonly<Record<string, ArgumentKind>>;
      /**
       * Whether the translator reads it without FormatJS's full parser: `parseCommonIcu` gives the very
       * AST the parser does (ADR 066). A catalog message that is not would wait for the parser's chunk.
       */
      readonly common: boolean;
    }
  | { readonly ok: false; readonly error: string };

/** The parts of FormatJS's AST this walk reads (`type` numbers of `@formatjs/icu-messageformat-parser`). */
interface Element {
  readonly type: number;
  readonly value?: unknown;
  readonly options?: Readonly<Record<string, { readonly value: readonly Element[] }>>;
  readonly pluralType?: 'cardinal' | 'ordinal';
  readonly children?: readonly Element[];
}

const kinds: Readonly<Record<number, ArgumentKind>> = {
  1: 'text',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'plural',
};

function collect(elements: readonly Element[], into: Record<string, ArgumentKind>): void {
  for (const element of elements) {
    const kind = kinds[element.type];
    if (kind !== undefined && typeof element.value === 'string') {
      // A plural's `#` inside its own branches does not change how the argument is used.
      const seen = into[element.value];
      if (seen === undefined || seen === 'text') into[element.value] = kind;
    }
    for (const option of Object.values(element.options ?? {})) collect(option.value, into);
    if (element.children) collect(element.children, into);
  }
}

/**
 * Parses a message as ICU MessageFormat (the way the translator does) and lists its arguments, so a
 * test can check that a translation asks for the same values as the English text and keeps its
 * plurals and selects.
 *
 * @example messageShape('{count, plural, one {# load} other {# loads}} near {place}')
 * // { ok: true, arguments: { count: 'plural', place: 'text' } }
 */
export function messageShape(template: string): MessageShape {
  let ast: readonly Element[];
  try {
    ast = new IntlMessageFormat(template, 'en-US', undefined, {
      ignoreTag: true,
    }).getAst();
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const args: Record<string, ArgumentKind> = {};
  collect(ast, args);
  const common = JSON.stringify(parseCommonIcu(template)) === JSON.stringify(ast);
  return { ok: true, arguments: args, common };
}

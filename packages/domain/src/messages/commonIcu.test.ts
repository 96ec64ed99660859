import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { parseCommonIcu } from './commonIcu.ts';

// The reader must give FormatJS's own AST for everything it accepts, and decline the rest (ADR 066).
const full = (message: string) => JSON.parse(JSON.stringify(parse(message, { ignoreTag: true }))) as unknown;

describe('parseCommonIcu', () => {
  it.each([
    '',
    'Plain text, with a < and a > and a stray } at the top.',
    "It's the driver's turn; ''quoted'' stays one apostrophe.",
    'Hello {name}, { spaced } and {n, number} and { n , number }.',
    '{count, plural, one {# tender} other {# tenders}}',
    '{count, plural, offset:1 =0 {nobody} =1 {only {who}} one {{who} and # other} other {{who} and # others}}',
    '{ count , plural , offset: 2 =0{none}other{# left} }',
    '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    '{kind, select, pickup {Cueillette # {n}} other {Livraison}}',
    '{count, plural, other {{kind, select, a {# inside a select stays text} other {#}}}}',
    '# outside a plural is text',
  ])('reads %j as FormatJS does', (message) => {
    expect(parseCommonIcu(message)).toEqual(full(message));
  });

  it.each([
    "Quoted '{braces}' are left to the parser",
    "A quoted '}' too",
    "{count, plural, other {'# quoted pound'}}",
    '{when, date, short}',
    '{n, number, ::currency/USD}',
    '{n, number, integer}',
    '{nom-composé}',
    '{é}',
    '{}',
    '{n, plural, one {x}}',
    '{n, plural, one {x} one {y} other {z}}',
    '{n, plural, =x {x} other {y}}',
    '{n, plural, offset:x other {y}}',
    '{n, plural, offset:99999999999999999999 other {y}}',
    '{n, select, offset:1 other {y}}',
    '{n, plural, one: {x} other {y}}',
    '{n, plural, other {x}',
    '{n, plural other {x}}',
    '{n, plural,}',
    '{n, mystery}',
    '{n',
    '{n x}',
  ])('declines %j', (message) => {
    expect(parseCommonIcu(message)).toBeUndefined();
  });

  it('lets an error of its own through', () => {
    const broken = new Proxy(
      {},
      {
        get: (_, property) => {
          if (property === 'length') return 1;
          throw new Error('unreadable');
        },
      },
    ) as unknown as string;
    expect(() => parseCommonIcu(broken)).toThrow('unreadable');
  });
});

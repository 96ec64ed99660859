import type * as IntlMessageFormatModule from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';

// The portal's build leaves FormatJS's parser out of `intl-messageformat` (ADR 066): a message given as
// text then throws, as here. The translator reads the catalogs' messages itself and loads the parser for
// any other message, showing its text with `{name}` filled until then.
vi.mock('intl-messageformat', async (importOriginal) => {
  const original = await importOriginal<typeof IntlMessageFormatModule>();
  class WithoutParser extends original.IntlMessageFormat {
    constructor(...args: ConstructorParameters<typeof original.IntlMessageFormat>) {
      if (typeof args[0] === 'string') throw new TypeError('IntlMessageFormat.__parse must be set');
      super(...args);
    }
  }
  return { ...original, IntlMessageFormat: WithoutParser };
});

const { createTranslator, formatMessage, loadIcuParser } = await import('./translator.ts');

describe('a translator in a build without the ICU parser', () => {
  it('formats the common messages at once and the others once the parser has loaded', async () => {
    const t = createTranslator('en-US', {
      en: {
        count: '{count, plural, one {# load} other {# loads}}',
        due: 'Due {when, date, short} for {name}',
        broken: 'Broken {count, plural, one {x}',
      },
    });
    expect(t('count', { count: 2 })).toBe('2 loads');
    const when = new Date(2026, 10, 27);
    expect(t('due', { when, name: 'Ann' })).toBe('Due {when, date, short} for Ann');
    await loadIcuParser();
    expect(t('due', { when, name: 'Ann' })).toBe(
      `Due ${when.toLocaleDateString('en-US', { dateStyle: 'short' })} for Ann`,
    );
    expect(formatMessage('{n, number, integer}', { n: 1234.5 })).toBe('1,235');
    // A message the full parser refuses still shows its text.
    expect(t('broken', { count: 1 })).toBe('Broken {count, plural, one {x}');
  });
});

import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { messageShape } from './messageShape.ts';
import { createTranslator, formatMessage, localeFromLanguages } from './translator.ts';

describe('formatMessage', () => {
  it('fills named placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('Shipment {number} Created!', { number: 1234 })).toBe('Shipment 1234 Created!');
    expect(formatMessage('email {email}', {})).toBe('email {email}');
  });

  it('formats ICU plurals with the locale’s rules and numbers', () => {
    const tenders = '{count, plural, one {# tender} other {# tenders}}';
    expect(formatMessage(tenders, { count: 1 })).toBe('1 tender');
    expect(formatMessage(tenders, { count: 0 })).toBe('0 tenders');
    expect(formatMessage(tenders, { count: 1234 })).toBe('1,234 tenders');
    const ofertas = '{count, plural, one {# oferta} other {# ofertas}}';
    expect(formatMessage(ofertas, { count: 1234 }, 'fr-CA')).toBe('1\u00a0234 ofertas');
    // French: 0 and 1 are singular.
    expect(formatMessage('{count, plural, one {# envoi} other {# envois}}', { count: 0 }, 'fr-CA')).toBe(
      '0 envoi',
    );
  });

  it('keeps text that only looks like markup or English apostrophes', () => {
    expect(formatMessage('Use <Tab> to move', {})).toBe('Use <Tab> to move');
    expect(formatMessage("Can't delete this comment", {})).toBe("Can't delete this comment");
  });
});

describe('createTranslator', () => {
  const kit = {
    en: { required: 'Required', close: 'Close', count: '{count, plural, one {# load} other {# loads}}' },
    'es-US': { close: 'Cerrar', count: '{count, plural, one {# carga} other {# cargas}}' },
    'fr-CA': { close: 'Fermer {', count: '{count, plural, one {# charge} other {# charges}}' },
  };
  const app = { en: { close: 'Dismiss' } };

  it('falls back to English key by key and lets later catalogs override', () => {
    const t = createTranslator('es-US', kit, app);
    expect(t('required')).toBe('Required');
    expect(t('close')).toBe('Cerrar');
    expect(createTranslator('en-US', kit, app)('close')).toBe('Dismiss');
  });

  it('reorders and pluralises per locale, passing numbers', () => {
    expect(createTranslator('es-US', kit)('count', { count: 2 })).toBe('2 cargas');
    expect(createTranslator('fr-CA', kit)('count', { count: 1.5 })).toBe('1,5 charge');
    expect(createTranslator('en-US', kit)('count', { count: 1 })).toBe('1 load');
  });

  it('shows English for a translation that does not parse as ICU', () => {
    expect(createTranslator('fr-CA', kit)('close')).toBe('Close');
  });

  it('returns the key for an unknown message', () => {
    expect(createTranslator('fr-CA', kit)('nope')).toBe('nope');
  });

  it('takes the last catalog’s translation of a key', () => {
    const later = { en: {}, 'es-US': { close: 'Descartar' } };
    expect(createTranslator('es-US', kit, later)('close')).toBe('Descartar');
    expect(createTranslator('es-US', later, kit)('close')).toBe('Cerrar');
  });

  // The translator formats a parsed message with `formatToParts` and formatters shared by every message
  // (ADR 070), not one `IntlMessageFormat` per message: the text must be the one the class gives.
  it('formats every message as IntlMessageFormat does, in every locale', () => {
    const when = new Date(Date.UTC(2026, 10, 28, 15, 30));
    const cases: readonly (readonly [string, Record<string, string | number | Date>])[] = [
      ['Plain text', {}],
      ["it''s {name}’s load, not '{name}'", { name: 'Ana' }],
      ['{count, number} km', { count: 12345.678 }],
      [
        '{count, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}',
        { count: 3, who: 'Ana' },
      ],
      ['{count, plural, =0 {none} one {# stop} other {# stops}}', { count: 0 }],
      ['{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} stop', { place: 22 }],
      ['{role, select, driver {Driver {name}} other {{name}}}', { role: 'driver', name: 'Ana' }],
      ['Picked up {when}', { when }],
      ['{a}{b}', { a: 1, b: 'x' }],
    ];
    for (const locale of ['en-US', 'es-US', 'fr-CA'] as const) {
      for (const [message, params] of cases) {
        const expected = String(
          new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(params),
        );
        const catalog = { en: { key: message }, [locale === 'en-US' ? 'es-US' : locale]: { key: message } };
        expect(createTranslator(locale, catalog)('key', params)).toBe(expected);
      }
    }
  });
});

describe('localeFromLanguages', () => {
  it.each([
    [['es-MX', 'en-US'], 'es-US'],
    [['es'], 'es-US'],
    [['fr-FR'], 'fr-CA'],
    [['fr-CA', 'en'], 'fr-CA'],
    [['de-DE', 'fr'], 'fr-CA'],
    [['en-GB', 'es'], 'en-US'],
    [['de-DE'], 'en-US'],
    [[], 'en-US'],
  ] as const)('%j → %s', (languages, locale) => {
    expect(localeFromLanguages(languages)).toBe(locale);
  });
});

describe('messageShape', () => {
  it('lists arguments with how they are used, through plural branches', () => {
    expect(messageShape('{count, plural, one {# load near {place}} other {# loads near {place}}}')).toEqual({
      ok: true,
      arguments: { count: 'plural', place: 'text' },
      common: true,
    });
    expect(messageShape('Shipment {number} Created!')).toEqual({
      ok: true,
      arguments: { number: 'text' },
      common: true,
    });
    // A date style is outside what the translator reads without FormatJS's parser (ADR 066).
    expect(messageShape('{when, date, short} {kind, select, a {A} other {B}}')).toEqual({
      ok: true,
      arguments: { when: 'date', kind: 'select' },
      common: false,
    });
  });

  it('reports a message that does not parse', () => {
    const shape = messageShape('Broken {count, plural, one {x}');
    expect(shape.ok).toBe(false);
  });
});

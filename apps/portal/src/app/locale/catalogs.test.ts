import {
  calendarMessages,
  messageShape,
  routeTitleMessagesEn,
  specMessages,
  type ArgumentKind,
  type Catalog,
  type TranslatedLocale,
} from '@freightkit/domain';
import { kitMessages } from '@freightkit/ui/messages';
import { describe, expect, it } from 'vitest';
import * as domainEsUs from '@freightkit/domain/translations/es-US';
import * as domainFrCa from '@freightkit/domain/translations/fr-CA';
import * as kitEsUs from '@freightkit/ui/translations/es-US';
import * as kitFrCa from '@freightkit/ui/translations/fr-CA';
import * as portalEsUs from '../messages.es-US.ts';
import * as portalFrCa from '../messages.fr-CA.ts';
import { portalMessagesEn } from '../messages.ts';
import { collectTranslations, type TranslationModule } from './collectTranslations.ts';

// The guard of issue 19: every text exists in every locale, parses as ICU MessageFormat, and asks for the
// same arguments, passed the same way (a number where any language counts with it), as the English text.

// Each layer's translations as its package publishes them (one entry per locale), and the portal's own.
const layers = {
  'es-US': {
    'spec texts, enum labels and answer texts (domain messages/catalog, messages/answers)': {
      enumMessagesEsUs: domainEsUs.enumMessagesEsUs,
      specMessagesEsUs: domainEsUs.specMessagesEsUs,
      // The back end's answer texts (ADR 048) join the spec catalog, as in English.
      answerMessagesEsUs: domainEsUs.answerMessagesEsUs,
    },
    'route titles (domain access/titles)': { routeTitleMessagesEsUs: domainEsUs.routeTitleMessagesEsUs },
    'calendar export (domain calendar/ics)': { calendarMessagesEsUs: domainEsUs.calendarMessagesEsUs },
    'kit (ui i18n/kitMessages)': kitEsUs,
    'portal (app/messages)': portalEsUs,
  },
  'fr-CA': {
    'spec texts, enum labels and answer texts (domain messages/catalog, messages/answers)': {
      enumMessagesFrCa: domainFrCa.enumMessagesFrCa,
      specMessagesFrCa: domainFrCa.specMessagesFrCa,
      // The back end's answer texts (ADR 048) join the spec catalog, as in English.
      answerMessagesFrCa: domainFrCa.answerMessagesFrCa,
    },
    'route titles (domain access/titles)': { routeTitleMessagesFrCa: domainFrCa.routeTitleMessagesFrCa },
    'calendar export (domain calendar/ics)': { calendarMessagesFrCa: domainFrCa.calendarMessagesFrCa },
    'kit (ui i18n/kitMessages)': kitFrCa,
    'portal (app/messages)': portalFrCa,
  },
} satisfies Record<TranslatedLocale, Record<string, TranslationModule>>;

const english: Readonly<Record<string, Catalog>> = {
  'spec texts, enum labels and answer texts (domain messages/catalog, messages/answers)': specMessages.en,
  'route titles (domain access/titles)': routeTitleMessagesEn,
  'calendar export (domain calendar/ics)': calendarMessages.en,
  'kit (ui i18n/kitMessages)': kitMessages.en,
  'portal (app/messages)': portalMessagesEn,
};

/** Problems of one translated catalog against its English one, one line each. */
function problems(source: Catalog, translated: Catalog): string[] {
  const found: string[] = [];
  for (const key of Object.keys(source)) {
    const text = translated[key];
    if (text === undefined) {
      found.push(`${key}: missing`);
      continue;
    }
    const want = messageShape(source[key] ?? '');
    const got = messageShape(text);
    if (!got.ok) found.push(`${key}: does not parse as ICU (${got.error}): ${text}`);
    else if (!got.common) found.push(`${key}: needs FormatJS's full parser (ADR 066): ${text}`);
    else if (want.ok && JSON.stringify(sorted(want.arguments)) !== JSON.stringify(sorted(got.arguments)))
      found.push(
        `${key}: arguments ${JSON.stringify(sorted(got.arguments))}, English ${JSON.stringify(sorted(want.arguments))}`,
      );
  }
  for (const key of Object.keys(translated)) if (!(key in source)) found.push(`${key}: not an English key`);
  return found;
}

/**
 * What the caller must pass for each argument: a number wherever any language counts with it (a plural, or a
 * formatted number: each language decides where its grammar needs the plural), else text, a date, or a
 * select's value. Names and these classes must match across languages.
 */
function sorted(args: Readonly<Record<string, ArgumentKind>>): [string, string][] {
  const classOf = (kind: ArgumentKind) => (kind === 'plural' || kind === 'number' ? 'number' : kind);
  return Object.entries(args)
    .map(([name, kind]): [string, string] => [name, classOf(kind)])
    .sort(([a], [b]) => a.localeCompare(b));
}

describe('English catalogs', () => {
  it.each(Object.entries(english))(
    '%s: every message parses as ICU MessageFormat, without the full parser',
    (_, catalog) => {
      const broken = Object.entries(catalog).flatMap(([key, text]) => {
        const shape = messageShape(text);
        if (!shape.ok) return [`${key}: ${shape.error}`];
        // Read without the full parser, which the built portal loads only on demand (ADR 066).
        return shape.common ? [] : [`${key}: needs FormatJS's full parser: ${text}`];
      });
      expect(broken).toEqual([]);
    },
  );
});

describe.each(['es-US', 'fr-CA'] as const)('%s catalogs', (locale) => {
  it.each(Object.entries(layers[locale]))(
    '%s: every English key, no other, parsing as ICU with the English arguments',
    (layer, module: TranslationModule) => {
      const translated = collectTranslations([module]);
      const source = english[layer] ?? {};
      expect(problems(source, translated)).toEqual([]);
    },
  );
});

describe('the guard itself', () => {
  it('finds a missing key, an extra key, a broken message and changed arguments', () => {
    const source = {
      a: 'A',
      b: '{count, plural, one {# b} other {# bs}}',
      c: 'C {name}',
      d: 'D',
    };
    expect(problems(source, { b: '{count} bs', c: 'C {nom}', d: 'D {', e: 'E' })).toEqual([
      'a: missing',
      'b: arguments [["count","text"]], English [["count","number"]]',
      'c: arguments [["nom","text"]], English [["name","text"]]',
      expect.stringMatching(/^d: does not parse as ICU/),
      'e: not an English key',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { inputIssueAnswer } from '../errors/answers.ts';
import { answer, answerMessagesEn, problemTexts } from './answers.ts';
import { fieldRuleMessagesEsUs } from './fieldRules.es-US.ts';
import { fieldRuleMessagesFrCa } from './fieldRules.fr-CA.ts';
import { fieldRuleMessagesEn } from './fieldRules.ts';
import { enumMessagesEn, renderAnswer, specMessagesEn } from './catalog.ts';
import { createTranslator } from './translator.ts';

const english = createTranslator('en-US', {
  en: { ...enumMessagesEn, ...specMessagesEn, ...answerMessagesEn },
});
const spanish = createTranslator('es-US', {
  en: { ...enumMessagesEn, ...answerMessagesEn },
  'es-US': { 'enum.equipmentType.FlatBed': 'Plataforma', ...fieldRuleMessagesEsUs },
});

describe("the forms' field rules as keyed answers (ADR 048)", () => {
  it('are part of the answers catalog, translated key for key', () => {
    for (const key of Object.keys(fieldRuleMessagesEn)) {
      expect(answerMessagesEn).toHaveProperty(key);
      expect(fieldRuleMessagesEsUs).toHaveProperty(key);
      expect(fieldRuleMessagesFrCa).toHaveProperty(key);
    }
  });

  it('render to English field by field, skipping fields without a problem', () => {
    expect(
      problemTexts({
        unitNumber: answer('answer.equipment.unitNumberRequired'),
        make: undefined,
        year: answer('answer.equipment.yearRange', { first: '1981', latest: '2027' }),
      }),
    ).toEqual({ unitNumber: 'Enter the unit number.', year: 'Enter a model year from 1981 to 2027.' });
    expect(problemTexts({})).toEqual({});
  });

  it('name a type by its label in the reader’s language, and in the rule’s own case in English', () => {
    const tooLong = answer(
      'answer.equipment.lengthRange',
      { type: 'flat bed', min: 20, max: 57 },
      { type: 'enum.equipmentType.FlatBed' },
    );
    expect(renderAnswer(english, tooLong)).toBe('A flat bed is 20 to 57 ft long.');
    expect(renderAnswer(spanish, tooLong)).toBe('El tipo “Plataforma” mide de 20 a 57 pies.');
  });

  it('travel from a contract’s refinement to the answer through the issue’s params', () => {
    const problem = answer('answer.equipment.plateRequired');
    expect(
      inputIssueAnswer({ code: 'custom', message: 'Enter the license plate.', params: { answer: problem } }),
    ).toEqual(problem);
    // A custom issue without a usable key and outside the catalogs stays without one.
    expect(inputIssueAnswer({ code: 'custom', message: 'Something else.', params: { answer: 'x' } })).toBe(
      undefined,
    );
  });
});

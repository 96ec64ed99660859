import { describe, expect, it } from 'vitest';
import { answerOfRef, msg } from '../messages/catalog.ts';
import { inputIssueAnswer, messageAnswer } from './answers.ts';

/** The key and params a schema issue is answered with. */
const keyOf = (issue: Parameters<typeof inputIssueAnswer>[0]) => inputIssueAnswer(issue);

describe("a schema issue in plain words (ADR 048): each code and limit reads as a person's sentence", () => {
  it('names the kind of mistake for a type, a choice, a format, a fraction or an unknown field', () => {
    expect(keyOf({ code: 'invalid_type' })).toEqual({ key: 'answer.input.invalidType' });
    expect(keyOf({ code: 'invalid_value' })).toEqual({ key: 'answer.input.invalidChoice' });
    expect(keyOf({ code: 'invalid_format' })).toEqual({ key: 'answer.input.invalidFormat' });
    expect(keyOf({ code: 'not_multiple_of' })).toEqual({ key: 'answer.input.notWhole' });
    expect(keyOf({ code: 'unrecognized_keys' })).toEqual({ key: 'answer.input.unknownFields' });
    expect(keyOf({ code: 'invalid_union' })).toEqual({ key: 'answer.input.invalid' });
  });

  it('reads a number below its floor, at or above it, and a count or length too small', () => {
    expect(keyOf({ code: 'too_small', origin: 'number', minimum: 1 })).toEqual({
      key: 'answer.input.tooSmall',
      params: { minimum: 1 },
    });
    expect(keyOf({ code: 'too_small', origin: 'int', minimum: 0, inclusive: false })).toEqual({
      key: 'answer.input.notAbove',
      params: { minimum: 0 },
    });
    expect(keyOf({ code: 'too_small', origin: 'string', minimum: 2 })).toEqual({
      key: 'answer.input.tooShort',
      params: { minimum: 2 },
    });
    expect(keyOf({ code: 'too_small', origin: 'array', minimum: 1n })).toEqual({
      key: 'answer.input.tooFewItems',
      params: { minimum: 1 },
    });
    // A date's or a file's limit is a timestamp or a size in bytes: said without the number.
    expect(keyOf({ code: 'too_small', origin: 'date', minimum: 1_700_000_000_000 })).toEqual({
      key: 'answer.input.invalid',
    });
  });

  it('reads a number above its ceiling, at or below it, and a count or length too big', () => {
    expect(keyOf({ code: 'too_big', origin: 'number', maximum: 20 })).toEqual({
      key: 'answer.input.tooBig',
      params: { maximum: 20 },
    });
    expect(keyOf({ code: 'too_big', origin: 'bigint', maximum: 10n, inclusive: false })).toEqual({
      key: 'answer.input.notBelow',
      params: { maximum: 10 },
    });
    expect(keyOf({ code: 'too_big', origin: 'string', maximum: 500 })).toEqual({
      key: 'answer.input.tooLong',
      params: { maximum: 500 },
    });
    expect(keyOf({ code: 'too_big', origin: 'set' })).toEqual({
      key: 'answer.input.tooManyItems',
      params: { maximum: 0 },
    });
    expect(keyOf({ code: 'too_big', origin: 'file', maximum: 1024 })).toEqual({
      key: 'answer.input.invalid',
    });
  });

  it("keeps a contract's own catalog sentence, and leaves its other own sentences as written", () => {
    expect(keyOf({ code: 'custom', message: 'The request is invalid.' })).toBeDefined();
    expect(keyOf({ code: 'custom', message: 'Some sentence no catalog holds.' })).toBeUndefined();
    expect(keyOf({ code: 'invalid_type', message: 'Some sentence no catalog holds.' })).toEqual({
      key: 'answer.input.invalidType',
    });
  });
});

describe("an answer's own key", () => {
  it('reads the message key with its params and labels, and nothing from a body without one', () => {
    expect(
      messageAnswer({
        messageKey: 'answer.input.tooBig',
        messageParams: { maximum: 20 },
        messageLabels: { status: 'enum.orderStatus.Open' },
      }),
    ).toEqual({
      key: 'answer.input.tooBig',
      params: { maximum: 20 },
      labels: { status: 'enum.orderStatus.Open' },
    });
    expect(messageAnswer(null)).toBeUndefined();
    expect(messageAnswer({})).toBeUndefined();
  });

  it('turns a spec message into an answer, a date parameter as its ISO text', () => {
    expect(answerOfRef(msg('shipments.rescinded', { number: '100005' }))).toEqual({
      key: 'shipments.rescinded',
      params: { number: '100005' },
    });
    const at = new Date('2026-11-27T05:00:00.000Z');
    expect(answerOfRef({ key: 'shipments.rescinded', params: { number: '1', at } } as never)).toEqual({
      key: 'shipments.rescinded',
      params: { number: '1', at: '2026-11-27T05:00:00.000Z' },
    });
    expect(answerOfRef(msg('documents.validation.file'))).toEqual({ key: 'documents.validation.file' });
  });
});

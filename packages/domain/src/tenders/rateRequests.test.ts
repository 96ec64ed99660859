import { describe, expect, it } from 'vitest';
import { RateRequestStatus, ServiceLevel } from '../enums/freight.ts';
import {
  rateRequestResponseProblemKeys,
  rateRequestResponseProblems,
  rateRequestStatusTone,
} from './rateRequests.ts';

describe("a carrier's response to a rate request", () => {
  it.each([
    [{ rate: 2150, serviceLevel: ServiceLevel.Standard }, {}],
    [{ rate: 0.01, serviceLevel: ServiceLevel.SmallCarrierQuickPay, note: 'Team' }, {}],
    [{ rate: 1_000_000, serviceLevel: ServiceLevel.BookItNow }, {}],
    [{ rate: null, serviceLevel: ServiceLevel.Standard }, { rate: 'Enter the rate you offer.' }],
    [{ rate: Number.NaN, serviceLevel: ServiceLevel.Standard }, { rate: 'Enter the rate you offer.' }],
    [{ rate: 0, serviceLevel: ServiceLevel.Standard }, { rate: 'The rate must be more than $0.' }],
    [{ rate: -40, serviceLevel: ServiceLevel.Standard }, { rate: 'The rate must be more than $0.' }],
    [{ rate: 1_000_000.01, serviceLevel: 0 }, { rate: 'The rate must be at most $1,000,000.' }],
    [{ rate: 1800, serviceLevel: 4 }, { serviceLevel: 'Choose a service level.' }],
    [{ rate: 1800, serviceLevel: null }, { serviceLevel: 'Choose a service level.' }],
    [
      { rate: 1800, serviceLevel: ServiceLevel.QuickPay, note: 'x'.repeat(501) },
      { note: 'Keep the note under 500 characters.' },
    ],
    [{ rate: 1800, serviceLevel: ServiceLevel.QuickPay, note: ` ${'x'.repeat(500)} ` }, {}],
  ])('%j has problems %j', (input, problems) => {
    expect(rateRequestResponseProblems(input)).toEqual(problems);
  });
});

describe('rate request status tones', () => {
  it.each([
    [RateRequestStatus.Sent, 'info'],
    [RateRequestStatus.Offered, 'positive'],
    [RateRequestStatus.Declined, 'neutral'],
    ['Unknown', 'neutral'],
  ])('%s shows as %s', (status, tone) => {
    expect(rateRequestStatusTone(status)).toBe(tone);
  });
});

describe('rateRequestResponseProblemKeys (ADR 048)', () => {
  it('keys each problem; the note limit travels as text', () => {
    expect(rateRequestResponseProblemKeys({ rate: -1, serviceLevel: null, note: 'x'.repeat(501) })).toEqual({
      rate: { key: 'answer.rateRequests.ratePositive' },
      serviceLevel: { key: 'answer.rateRequests.serviceLevel' },
      note: { key: 'answer.rateRequests.noteTooLong', params: { max: '500' } },
    });
  });
});

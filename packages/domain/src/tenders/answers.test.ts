import { describe, expect, it } from 'vitest';
import { ShipmentStatus as S, TenderOfferStatus as T, TenderRejectReason as R } from '../enums/freight.ts';
import {
  canAnswerRateRequest,
  canAnswerTender,
  rateRequestAnswerRefusalMessage,
  rejectReasonNeedsNote,
  rejectReasonNeedsRate,
  shipmentStatusOnAccept,
  tenderAnswerRefusalMessage,
  tenderRejectionProblems,
  tenderStatusTone,
} from './answers.ts';

describe('answering a tender (spec 1 §4)', () => {
  it.each([
    [T.Sent, true],
    [T.Accepted, false],
    [T.Rejected, false],
    [T.Rescinded, false],
    [T.BookingRescinded, false],
  ])('an offer in status %i can be answered: %s', (status, expected) => {
    expect(canAnswerTender(status)).toBe(expected);
  });

  it.each([
    [T.Accepted, 'This tender has already been accepted, so it can no longer be answered.'],
    [T.Rejected, 'This tender has already been rejected, so it can no longer be answered.'],
    [T.Rescinded, 'The broker has rescinded this tender, so it can no longer be answered.'],
    [T.BookingRescinded, 'The broker has rescinded this tender, so it can no longer be answered.'],
    [T.Sent, 'This tender is Sent and can no longer be answered.'],
    [9, 'This tender is 9 and can no longer be answered.'],
  ])('refuses an answer to status %i with a sentence', (status, message) => {
    expect(tenderAnswerRefusalMessage(status)).toBe(message);
  });

  it.each([
    [S.Tendering, S.Booked],
    [S.ReadyToBook, S.Booked],
    [S.Booked, null],
    [S.Voided, null],
    [S.Delivered, null],
  ])('accepting a tender on a load in status %i books it: %s', (status, expected) => {
    expect(shipmentStatusOnAccept(status)).toBe(expected);
  });
});

describe('the extra fields of a rejection', () => {
  it('needs nothing more for No Capacity', () => {
    expect(tenderRejectionProblems({ rejectReason: R.NoCapacity })).toEqual({});
  });
  it('needs the rate the carrier would take for Dislikes Rate', () => {
    expect(tenderRejectionProblems({ rejectReason: R.DislikesRate })).toEqual({
      counterRate: 'Enter the rate you would take.',
    });
    expect(tenderRejectionProblems({ rejectReason: R.DislikesRate, counterRate: 0 })).toHaveProperty(
      'counterRate',
    );
    expect(tenderRejectionProblems({ rejectReason: R.DislikesRate, counterRate: Number.NaN })).toHaveProperty(
      'counterRate',
    );
    expect(tenderRejectionProblems({ rejectReason: R.DislikesRate, counterRate: 1850 })).toEqual({});
  });
  it('needs a note for Other, and keeps notes short', () => {
    expect(tenderRejectionProblems({ rejectReason: R.Other, note: '   ' })).toEqual({
      note: 'Say why you are rejecting this tender.',
    });
    expect(tenderRejectionProblems({ rejectReason: R.Other, note: 'Driver out sick' })).toEqual({});
    expect(tenderRejectionProblems({ rejectReason: R.NoEquipment, note: 'x'.repeat(501) })).toEqual({
      note: 'Keep the note under 500 characters.',
    });
  });
  it('refuses an unknown reason', () => {
    expect(tenderRejectionProblems({ rejectReason: 42 })).toEqual({ rejectReason: 'Choose a reason.' });
  });
  it('names the reasons that ask for more', () => {
    expect(rejectReasonNeedsRate(R.DislikesRate)).toBe(true);
    expect(rejectReasonNeedsRate(R.Other)).toBe(false);
    expect(rejectReasonNeedsNote(R.Other)).toBe(true);
    expect(rejectReasonNeedsNote(null)).toBe(false);
  });
});

describe('tender status tones', () => {
  it.each([
    [T.Sent, 'info'],
    [T.Accepted, 'positive'],
    [T.Rejected, 'critical'],
    [T.Rescinded, 'caution'],
    [T.BookingRescinded, 'caution'],
    [9, 'neutral'],
  ])('status %i reads %s', (status, tone) => {
    expect(tenderStatusTone(status)).toBe(tone);
  });
});

describe('answering a rate request (spec 1 §4)', () => {
  it('answers only an open (Sent) request', () => {
    expect(canAnswerRateRequest('Sent')).toBe(true);
    expect(canAnswerRateRequest('Offered')).toBe(false);
    expect(canAnswerRateRequest('Declined')).toBe(false);
  });
  it('says why a closed request cannot be answered', () => {
    expect(rateRequestAnswerRefusalMessage('Declined')).toMatch(/already been declined/);
    expect(rateRequestAnswerRefusalMessage('Offered')).toMatch(/already been answered/);
  });
});

import { describe, expect, it } from 'vitest';
import { TenderOfferStatus } from '../enums/freight.ts';
import { offersOfALoadInOrder } from './offersOfALoad.ts';

const offer = (name: string, status: TenderOfferStatus, sentAt: string) => ({ name, status, sentAt });

describe('offersOfALoadInOrder', () => {
  it('puts the accepted offer first, then the waiting ones, then the answered or withdrawn, newest first', () => {
    const offers = [
      offer('withdrawn, newest', TenderOfferStatus.Rescinded, '2026-11-27T10:05:00Z'),
      offer('rejected', TenderOfferStatus.Rejected, '2026-11-27T09:00:00Z'),
      offer('waiting, older', TenderOfferStatus.Sent, '2026-11-26T09:00:00Z'),
      offer('accepted', TenderOfferStatus.Accepted, '2026-11-27T10:00:00Z'),
      offer('waiting, newer', TenderOfferStatus.Sent, '2026-11-27T08:00:00Z'),
      offer('booking withdrawn', TenderOfferStatus.BookingRescinded, '2026-11-27T09:30:00Z'),
    ];
    expect(offersOfALoadInOrder(offers).map((o) => o.name)).toEqual([
      'accepted',
      'waiting, newer',
      'waiting, older',
      'withdrawn, newest',
      'booking withdrawn',
      'rejected',
    ]);
  });

  it('reads Dates as well as ISO text, and leaves the array it was given as it was', () => {
    const offers = [
      { status: TenderOfferStatus.Sent, sentAt: new Date('2026-11-27T08:00:00Z') },
      { status: TenderOfferStatus.Sent, sentAt: new Date('2026-11-27T09:00:00Z') },
    ];
    const ordered = offersOfALoadInOrder(offers);
    expect(ordered[0]).toBe(offers[1]);
    expect(offers[0]?.sentAt.toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(offersOfALoadInOrder([])).toEqual([]);
  });
});

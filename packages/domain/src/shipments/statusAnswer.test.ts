import { describe, expect, it } from 'vitest';
import { closedLoadRefusal, statusChangeRefusalAnswer } from '../access/capabilities.ts';
import { caseStatusRefusal, caseStatusRefusalKey } from '../cases/raise.ts';
import { ShipmentStatus, TenderRejectReason } from '../enums/freight.ts';
import { answerMessagesEn } from '../messages/answers.ts';
import { answerMessagesEsUs } from '../messages/answers.es-US.ts';
import { answerMessagesFrCa } from '../messages/answers.fr-CA.ts';
import { enumMessagesEn, renderAnswer } from '../messages/catalog.ts';
import { enumMessagesEsUs } from '../messages/catalog.es-US.ts';
import { enumMessagesFrCa } from '../messages/catalog.fr-CA.ts';
import { createTranslator } from '../messages/translator.ts';
import { tenderRejectionProblemKeys, tenderRejectionProblems } from '../tenders/answers.ts';
import {
  contractRateBookingProblemKeys,
  contractRateBookingProblems,
  ltlQuoteBookingProblemKeys,
} from './shipments.ts';
import { statusAnswer } from './statusAnswer.ts';
import { stopTimesRefusal } from './stopTimes.ts';
import {
  preloadRefusalAnswer,
  preloadRefusalMessage,
  problemRefusal,
  problemRefusalMessage,
  rescindRefusal,
} from './transitions.ts';

const english = createTranslator('en-US', { en: { ...enumMessagesEn, ...answerMessagesEn } });
const spanish = createTranslator('es-US', {
  en: { ...enumMessagesEn, ...answerMessagesEn },
  'es-US': { ...enumMessagesEsUs, ...answerMessagesEsUs },
});
const french = createTranslator('fr-CA', {
  en: { ...enumMessagesEn, ...answerMessagesEn },
  'fr-CA': { ...enumMessagesFrCa, ...answerMessagesFrCa },
});

describe('refusals that name shipment statuses, keyed (ADR 048)', () => {
  it('carry each status as its English label and its enum key', () => {
    expect(statusAnswer('answer.shipments.transition', { from: ShipmentStatus.Booked, to: 99 })).toEqual({
      key: 'answer.shipments.transition',
      params: { from: 'Booked', to: '99' },
      labels: { from: 'enum.shipmentStatus.Booked' },
    });
    expect(statusAnswer('answer.shipments.preloadNotPickup', {})).toEqual({
      key: 'answer.shipments.preloadNotPickup',
      params: {},
    });
  });

  it('read the same in English as the sentences the back end has always sent', () => {
    expect(problemRefusalMessage(ShipmentStatus.Delivered)).toBe(
      'A problem cannot be reported on a shipment that is Delivered.',
    );
    expect(preloadRefusalMessage('status')).toBe(
      'A stop can be preloaded only while the shipment is Booked or Dispatched.',
    );
    expect(renderAnswer(english, statusChangeRefusalAnswer('transition', ShipmentStatus.Draft, 7))).toBe(
      'A shipment cannot go from Draft to Delivered.',
    );
    expect(caseStatusRefusal('Detention', ShipmentStatus.Draft)).toBe(
      'A Detention request cannot be raised on a shipment that is Draft. No accessorial request can be raised on it yet.',
    );
    expect(caseStatusRefusal('Detention', ShipmentStatus.Delivered)).toBeNull();
  });

  it('name the statuses in the reader’s language', () => {
    expect(renderAnswer(french, closedLoadRefusal(ShipmentStatus.Delivered))).toContain('Livrée');
    expect(renderAnswer(spanish, rescindRefusal(ShipmentStatus.Dispatched))).toBe(
      'No se puede retirar una reserva mientras el envío está en estado Despachado.',
    );
    expect(renderAnswer(french, preloadRefusalAnswer('status'))).toBe(
      'Un arrêt ne peut être préchargé que lorsque l’expédition est à l’état Réservée ou Répartie.',
    );
    expect(renderAnswer(spanish, problemRefusal(ShipmentStatus.Voided))).toContain('Anulado');
    const refused = caseStatusRefusalKey('Layover', ShipmentStatus.ReadyToBook);
    expect(refused).not.toBeNull();
    if (refused) expect(renderAnswer(french, refused)).toContain('Prête à réserver');
  });

  it('say which stop’s times clash, in each language', () => {
    const refusal = stopTimesRefusal({ sequence: 2, arrival: new Date(9), departure: new Date(16) }, [
      { sequence: 3, arrival: new Date(10), departure: null },
    ]);
    expect(refusal?.answer).toEqual({
      key: 'answer.shipments.timeAfterLaterStop',
      params: { field: 'departure', stop: 2, other: 3 },
    });
    if (refusal) expect(renderAnswer(spanish, refusal.answer)).toContain('La salida de la parada 2');
  });
});

describe("a tender rejection's field rules, keyed", () => {
  it('keep their English and translate', () => {
    expect(tenderRejectionProblems({ rejectReason: TenderRejectReason.Other, note: ' ' })).toEqual({
      note: 'Say why you are rejecting this tender.',
    });
    const problems = tenderRejectionProblemKeys({
      rejectReason: TenderRejectReason.DislikesRate,
      note: 'x'.repeat(501),
    });
    expect(Object.keys(problems).sort()).toEqual(['counterRate', 'note']);
    if (problems.note)
      expect(renderAnswer(french, problems.note)).toBe('Rédigez la note en moins de 500 caractères.');
  });
});

describe('the refusals of a rate booking, keyed (spec 1 §4, §8; ADR 048)', () => {
  const spot = { rateType: 'Spot', shippingMode: 1, error: 'Lane not covered' };
  it('a contract TL booking: every refusal a key with its values, the English as before', () => {
    const keys = contractRateBookingProblemKeys(spot, { status: ShipmentStatus.Booked });
    expect(keys.map((k) => k.key)).toEqual([
      'answer.rates.rateInError',
      'answer.rates.notContract',
      'answer.rates.notTl',
      'answer.rates.notBookable',
    ]);
    expect(keys[0]?.params).toEqual({ error: 'Lane not covered' });
    expect(keys[3]).toEqual({
      key: 'answer.rates.notBookable',
      params: { first: 'Ready to Book', second: 'Tendering' },
      labels: { first: 'enum.shipmentStatus.ReadyToBook', second: 'enum.shipmentStatus.Tendering' },
    });
    expect(keys.map((k) => renderAnswer(english, k))).toEqual(
      contractRateBookingProblems(spot, { status: ShipmentStatus.Booked }),
    );
    expect(contractRateBookingProblems(spot, { status: ShipmentStatus.Booked })).toEqual([
      'The rate is in error: Lane not covered',
      'Only a contract rate can be booked this way.',
      'Only a truckload (TL) contract rate can be booked this way.',
      'The shipment can be booked only while it is Ready to Book or Tendering.',
    ]);
  });
  it('read in Spanish and French, statuses in their labels', () => {
    const [, , , status] = contractRateBookingProblemKeys(spot, { status: ShipmentStatus.Booked });
    if (!status) throw new Error('no status refusal');
    expect(renderAnswer(spanish, status)).toMatch(
      /^El envío solo se puede reservar mientras está en estado /,
    );
    expect(renderAnswer(spanish, status)).not.toContain('Ready to Book');
    expect(renderAnswer(french, status)).not.toContain('Tendering');
  });
  it('an LTL booking: its own keys, the quote id among them', () => {
    const keys = ltlQuoteBookingProblemKeys(
      { rateType: 'Quote', shippingMode: 0, error: null, quoteId: null },
      { status: ShipmentStatus.ReadyToBook },
    );
    expect(keys.map((k) => k.key)).toEqual(['answer.rates.notLtl', 'answer.rates.noQuoteId']);
    expect(keys.map((k) => renderAnswer(french, k))).toEqual([
      'Seule une soumission de chargement partiel (LTL) peut être réservée de cette façon.',
      'La soumission n’a aucun numéro pour la réserver auprès du transporteur.',
    ]);
    const notQuote = ltlQuoteBookingProblemKeys(
      { rateType: 'Contract', shippingMode: 1 },
      { status: ShipmentStatus.ReadyToBook },
    );
    expect(notQuote.map((k) => renderAnswer(english, k))).toEqual([
      "Only a carrier's LTL quote can be booked this way.",
    ]);
  });
});

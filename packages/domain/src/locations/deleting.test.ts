import { describe, expect, it } from 'vitest';
import { answerMessagesFrCa } from '../messages/answers.fr-CA.ts';
import { answerText } from '../messages/answers.ts';
import { renderAnswer, specMessages } from '../messages/catalog.ts';
import { createTranslator } from '../messages/translator.ts';
import { OrderStatus } from '../orders/status.ts';
import { locationInUse, locationInUseOrdersNamed, orderHoldsItsLocations } from './deleting.ts';

describe('deleting a location', () => {
  it('is held by every order not yet delivered, and by no delivered one', () => {
    expect(Object.values(OrderStatus).filter(orderHoldsItsLocations)).toEqual([
      OrderStatus.Open,
      OrderStatus.Planned,
      OrderStatus.Tendered,
      OrderStatus.Covered,
    ]);
  });

  it('names the one order that holds it', () => {
    expect(answerText(locationInUse('L-1001', ['500101']))).toBe(
      'Location L-1001 cannot be deleted: order 500101 stops there and is not delivered yet. Change that stop first.',
    );
  });

  it('counts every order but names only the first few', () => {
    const orders = ['500101', '500102', '500103', '500104', '500105', '500106', '500107'];
    expect(locationInUseOrdersNamed).toBe(5);
    expect(answerText(locationInUse('L-1001', orders))).toBe(
      'Location L-1001 cannot be deleted: 7 orders stop there and are not delivered yet (500101, 500102, 500103, 500104, 500105 …). Change those stops first.',
    );
    expect(answerText(locationInUse('L-1001', orders.slice(0, 2)))).toContain('(500101, 500102)');
  });

  it('reads in Canadian French', () => {
    const fr = createTranslator('fr-CA', { en: specMessages.en, 'fr-CA': answerMessagesFrCa });
    expect(renderAnswer(fr, locationInUse('L-1001', ['500101', '500102']))).toBe(
      'L’emplacement L-1001 ne peut pas être supprimé : 2 commandes y font un arrêt et ne sont pas encore livrées (500101, 500102). Changez d’abord ces arrêts.',
    );
  });
});

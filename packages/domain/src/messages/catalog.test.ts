import { describe, expect, it } from 'vitest';
import { allEnums } from '../enums/all.ts';
import { enumMessagesEn, msg, renderMessage, specMessages, specMessagesEn } from './catalog.ts';
import { createTranslator } from './translator.ts';

const t = createTranslator('en-US', specMessages);

describe('specMessages', () => {
  it.each([
    ['search.noResults', 'No Matching Results'],
    ['search.promptBroker', 'Enter Shipment or Reference Number to Start Search'],
    ['search.prompt', 'Enter shipment number to start search'],
    ['access.notAuthorized', 'You are not Authorized for this content'],
    ['errors.unknown', 'An Unknown Error Occurred'],
    ['documents.refreshing', 'Refreshing'],
    ['documents.required', 'Required'],
    ['notes.internal', 'Internal Note'],
    ['app.errorPage.title', 'Whoops! Something Went Wrong'],
    ['shipments.detailsFailed', 'Unable to access shipment...redirecting to last page'],
    ['notes.deleteFailed', "Can't delete this comment"],
    ['charges.empty', 'No Charges Linked to Invoice'],
    ['tpp.noMatches', 'No Matching Invoices Found'],
  ] as const)('%s → %s', (key, text) => {
    expect(t(key)).toBe(text);
  });

  it('fills parameters', () => {
    expect(renderMessage(t, msg('shipments.created', { number: 1234 }))).toBe('Shipment 1234 Created!');
    expect(renderMessage(t, msg('orders.updated', { number: 'O-1' }))).toBe('Order O-1 Successfully Updated');
    expect(renderMessage(t, { text: 'raw' })).toBe('raw');
    expect(msg('errors.unknown')).toEqual({ key: 'errors.unknown' });
  });

  it('holds every enumeration label under enum.<name>.<key>', () => {
    expect(t('enum.shipmentStatus.ReadyToBook')).toBe('Ready to Book');
    expect(t('enum.equipmentType.RemovableGooseNeck')).toBe('Removable Goose Neck');
    const count = allEnums.reduce((n, e) => n + e.entries.length, 0);
    expect(Object.keys(enumMessagesEn)).toHaveLength(count);
  });

  it('has no blank texts and no key collisions between enum and static messages', () => {
    for (const text of Object.values(specMessagesEn)) expect(text.trim()).not.toBe('');
    for (const key of Object.keys(enumMessagesEn)) expect(key in specMessagesEn).toBe(false);
  });
});

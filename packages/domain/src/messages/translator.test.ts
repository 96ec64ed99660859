import { describe, expect, it } from 'vitest';
import { createTranslator, formatMessage } from './translator.ts';

describe('formatMessage', () => {
  it('fills named placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('Shipment {number} Created!', { number: 1234 })).toBe('Shipment 1234 Created!');
    expect(formatMessage('email {email}', {})).toBe('email {email}');
  });
});

describe('createTranslator', () => {
  const kit = { en: { required: 'Required', close: 'Close' }, es: { close: 'Cerrar' } };
  const app = { en: { close: 'Dismiss' } };

  it('falls back to English key by key and lets later catalogs override', () => {
    const t = createTranslator('es', kit, app);
    expect(t('required')).toBe('Required');
    expect(t('close')).toBe('Cerrar');
    expect(createTranslator('en', kit, app)('close')).toBe('Dismiss');
  });

  it('returns the key for an unknown message', () => {
    expect(createTranslator('fr-CA', kit)('nope')).toBe('nope');
  });
});

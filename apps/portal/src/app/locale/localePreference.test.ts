import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../memoryStorage.ts';
import { initialLocale, localeStorageKey, rememberLocale } from './localePreference.ts';

describe('initialLocale', () => {
  it('follows the browser on a first visit', () => {
    expect(initialLocale(createMemoryStorage(), ['es-MX', 'en'])).toBe('es-US');
    expect(initialLocale(createMemoryStorage(), ['fr'])).toBe('fr-CA');
    expect(initialLocale(createMemoryStorage(), ['de-DE'])).toBe('en-US');
    expect(initialLocale(null, ['fr-CA'])).toBe('fr-CA');
  });

  it('keeps a remembered choice over the browser’s languages', () => {
    const storage = createMemoryStorage();
    rememberLocale(storage, 'en-US');
    expect(storage.getItem(localeStorageKey)).toBe('en-US');
    expect(initialLocale(storage, ['fr-CA'])).toBe('en-US');
  });

  it('ignores a stored value that is not a locale, and storage that throws', () => {
    const storage = createMemoryStorage();
    storage.setItem(localeStorageKey, 'klingon');
    expect(initialLocale(storage, ['es'])).toBe('es-US');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(initialLocale(broken, ['fr'])).toBe('fr-CA');
    expect(() => {
      rememberLocale(broken, 'es-US');
    }).not.toThrow();
  });
});

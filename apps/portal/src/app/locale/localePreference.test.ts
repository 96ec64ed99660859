import { describe, expect, it } from 'vitest';
import { initialLocale, localeStorageKey, rememberLocale } from './localePreference.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

describe('initialLocale', () => {
  it('follows the browser on a first visit', () => {
    expect(initialLocale(memoryStorage(), ['es-MX', 'en'])).toBe('es-US');
    expect(initialLocale(memoryStorage(), ['fr'])).toBe('fr-CA');
    expect(initialLocale(memoryStorage(), ['de-DE'])).toBe('en-US');
    expect(initialLocale(null, ['fr-CA'])).toBe('fr-CA');
  });

  it('keeps a remembered choice over the browser’s languages', () => {
    const storage = memoryStorage();
    rememberLocale(storage, 'en-US');
    expect(storage.getItem(localeStorageKey)).toBe('en-US');
    expect(initialLocale(storage, ['fr-CA'])).toBe('en-US');
  });

  it('ignores a stored value that is not a locale, and storage that throws', () => {
    const storage = memoryStorage();
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

import type { LocalizedCatalog } from '@freightkit/domain';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { carrierTheme } from '../themes/carrier.css.ts';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { defaultI18n, useI18n } from './I18nContext.tsx';
import { kitMessageParts, kitMessages } from './kitMessages.ts';

const partKeys = kitMessageParts.map((part) => Object.keys(part.en));
const params = {
  name: 'Ada',
  count: 3,
  number: 7,
  page: 2,
  type: 'BOL',
  label: 'Open',
  max: 99,
  percent: 40,
};

/** Shows what `useI18n().t` gives for each key, one line each. */
function Texts({ keys }: { keys: readonly string[] }) {
  const { t } = useI18n();
  return (
    <ul>
      {keys.map((key) => (
        <li key={key} data-key={key}>
          {t(key, params)}
        </li>
      ))}
    </ul>
  );
}

describe('kitMessages', () => {
  it('holds every area catalog (primitives, shell, shipment, equipment card, saved views, document, note, tender, rate)', () => {
    expect(kitMessageParts).toHaveLength(9);
    for (const keys of partKeys) {
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(kitMessages.en[key]).toBeDefined();
    }
  });

  it('writes no key twice across the area catalogs (a second one would silently win)', () => {
    const seen = new Map<string, number>();
    const twice: string[] = [];
    partKeys.forEach((keys, part) => {
      for (const key of keys) {
        if (seen.has(key)) twice.push(`${key} (catalogs ${String(seen.get(key))} and ${String(part)})`);
        seen.set(key, part);
      }
    });
    expect(twice).toEqual([]);
  });

  it('resolves a key of every area through the provider, and outside one', async () => {
    const keys = partKeys.map((keysOfPart) => keysOfPart[0] ?? '');
    const screen = await render(
      <UiProvider theme={carrierTheme}>
        <Texts keys={keys} />
      </UiProvider>,
    );
    for (const key of keys) {
      const text = screen.container.querySelector(`[data-key="${key}"]`)?.textContent;
      expect(text, key).not.toBe(key);
      expect(text, key).toBe(defaultI18n.t(key, params));
    }
  });

  it("lets an app translate an area's text by key (later catalogs win)", async () => {
    const app: LocalizedCatalog = {
      en: { 'kit.topBar.search': 'Find' },
      'es-US': { 'kit.topBar.search': 'Buscar', 'kit.noteEditor.bold': 'Negrita' },
    };
    const screen = await render(
      <UiProvider theme={carrierTheme} locale="es-US" messages={[app]}>
        <Texts keys={['kit.topBar.search', 'kit.noteEditor.bold', 'kit.viewer.zoomIn']} />
      </UiProvider>,
    );
    const text = (key: string) => screen.container.querySelector(`[data-key="${key}"]`)?.textContent;
    expect(text('kit.topBar.search')).toBe('Buscar');
    expect(text('kit.noteEditor.bold')).toBe('Negrita');
    // Not translated yet: English, key by key.
    expect(text('kit.viewer.zoomIn')).toBe(kitMessages.en['kit.viewer.zoomIn']);
  });
});

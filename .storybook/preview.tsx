import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { isLocale, type LocalizedCatalog } from '@freightkit/domain';
import { UiProvider } from '@freightkit/ui';
import { loadTranslations } from '../apps/portal/src/app/locale/loadTranslations.ts';
import { themes, type ThemeName } from './themes.ts';

/**
 * Stories run as tests (Vitest runs Vite in `test` mode; Storybook itself runs in development or
 * production mode) render with the kit's motion frozen, exactly as a user who asked for reduced
 * motion sees them: a spinner, a skeleton's pulse or a dialog's entrance then never leaves a baseline
 * depending on which frame was captured, and no play function waits on an animation.
 */
const storyTest = import.meta.env.MODE === 'test';

/** The toolbar's locale (en-US when unset or unknown). */
const localeOf = (globals: Record<string, unknown>) => {
  const locale = globals['locale'];
  return isLocale(locale) ? locale : 'en-US';
};

/**
 * Loads the translations of the toolbar's locale before the story renders (the portal does the
 * same before its first render), as the per-locale chunks the portal uses.
 */
const loadLocale = async ({ globals }: { globals: Record<string, unknown> }) => ({
  translations: await loadTranslations(localeOf(globals)),
});

/**
 * Renders every story inside the kit's provider, under the theme and locale chosen in the toolbar and
 * with motion as chosen there (the system's setting, or reduced; always reduced under test).
 */
const withTheme: Decorator = (Story, context) => {
  const theme = themes[(context.globals['theme'] as ThemeName | undefined) ?? 'carrier'];
  const locale = localeOf(context.globals);
  const translations = (context.loaded['translations'] as readonly LocalizedCatalog[] | undefined) ?? [];
  const fullscreen = context.parameters['layout'] === 'fullscreen';
  // `undefined` lets the provider follow the system setting, as an app's provider does.
  const reducedMotion = storyTest || context.globals['motion'] === 'reduced' ? true : undefined;
  return (
    <UiProvider theme={theme} locale={locale} messages={translations} reducedMotion={reducedMotion}>
      <div
        data-story-root
        style={{ padding: fullscreen ? 0 : 16, minHeight: fullscreen ? '100vh' : undefined }}
      >
        <Story />
      </div>
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  loaders: [mswLoader(), loadLocale],
  // Every story is compared with its visual baselines unless it opts out with the `!visual` tag
  // (Storybook removes a tag a story negates, so the setup file checks for `visual`).
  tags: ['autodocs', 'visual'],
  globalTypes: {
    theme: {
      description: 'FreightKit theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'carrier', title: 'Carrier' },
          { value: 'carrier-dark', title: 'Carrier dark' },
          { value: 'broker', title: 'Broker' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale of texts, numbers, money and dates (UiProvider locale and its translations)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-US', title: 'English (US)' },
          { value: 'es-US', title: 'Español (EE. UU.)' },
          { value: 'fr-CA', title: 'Français (Canada)' },
        ],
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Motion: as the system asks, or reduced (UiProvider reducedMotion)',
      toolbar: {
        title: 'Motion',
        icon: 'play',
        items: [
          { value: 'system', title: 'Motion as the system asks' },
          { value: 'reduced', title: 'Reduced motion' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'carrier', locale: 'en-US', motion: 'system' },
  parameters: {
    layout: 'padded',
    // Every story fails on any accessibility violation, under every theme.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;

import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { UiProvider } from '../packages/ui/src/UiProvider/UiProvider.tsx';
import { themes, type ThemeName } from './themes.ts';

/** Renders every story inside the kit's provider, under the theme chosen in the toolbar. */
const withTheme: Decorator = (Story, context) => {
  const theme = themes[(context.globals['theme'] as ThemeName | undefined) ?? 'carrier'];
  const fullscreen = context.parameters['layout'] === 'fullscreen';
  return (
    <UiProvider theme={theme}>
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
  loaders: [mswLoader()],
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
  },
  initialGlobals: { theme: 'carrier' },
  parameters: {
    layout: 'padded',
    // Every story fails on any accessibility violation, under every theme.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;

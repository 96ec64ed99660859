import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** One Storybook for the kit and for portal screens (docs/adr/001-workspace.md). */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/portal/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Modules that only appear after a transform (vanilla-extract's runtime helpers) are listed so
    // Vite never re-optimises in the middle of a test run, which would reload the page under test.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        ...[
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@ariakit/react',
          '@tanstack/react-virtual',
          'pdfjs-dist',
          'utif',
          'd3-geo',
          'lexical',
          '@lexical/react/LexicalComposer',
          '@lexical/rich-text',
          '@lexical/list',
          '@lexical/code',
          '@lexical/html',
          '@lexical/selection',
          '@lexical/utils',
          '@lexical/history',
        ].map((dependency) => `@freightkit/ui > ${dependency}`),
      ],
    };
    return viteConfig;
  },
};

export default config;

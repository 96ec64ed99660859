import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/** The themes every story is rendered, checked for a11y and screenshotted under. */
export const storyThemes = ['carrier', 'carrier-dark', 'broker'] as const;

/** Where `@storybook/addon-vitest` reads a project's `initialGlobals` from (its `provide` key). */
const storybookInitialGlobalsKey = 'storybook/test-initial-globals';

/** One browser config per project: a shared object mislabels the projects (TOOLCHAIN gotcha 5). */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
    },
  },
});

const nodeProject = (name: string, root: string): TestProjectInlineConfiguration => ({
  test: { name, root, include: ['src/**/*.test.ts'], environment: 'node' },
});

/**
 * The stories as tests: one project whose browser instances are the themes. Instances share one Vite
 * server, so each story file and stylesheet is transformed once for all three themes (three projects
 * transformed everything three times: most of the story step's setup time). Each instance hands the
 * Storybook plugin its theme through the key the plugin reads its `initialGlobals` from.
 */
const storyProject = (): TestProjectInlineConfiguration => ({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    // A cold Vite server compiles each story file on first use; on a busy 2-core machine that alone
    // can take longer than Vitest's default.
    testTimeout: 60_000,
    // CI runs the theme instances side by side on two cores; a story whose save toast comes and goes
    // (5 s, spec 2 §9) before a starved play function looks for it fails once and passes alone. One retry
    // there absorbs the machine's load; a story that is really broken fails both attempts.
    retry: process.env['CI'] ? 1 : 0,
    // Every story file of an instance runs in one iframe, as Storybook itself switches stories: an
    // iframe per file re-ran the preview (kit, MSW worker, fonts) for each of ~90 files, 40% of the
    // step (ADR 033). Each story still gets a fresh React root, the viewport and globals the plugin
    // sets per story, and the handlers its MSW loader installs; storage was already shared by origin.
    isolate: false,
    browser: {
      ...browser(),
      instances: storyThemes.map((theme) => ({
        browser: 'chromium' as const,
        name: `storybook:${theme}`,
        provide: { [storybookInitialGlobalsKey]: { theme } },
      })),
    },
    setupFiles: ['.storybook/vitest.setup.ts'],
  },
});

export default defineConfig({
  test: {
    projects: [
      nodeProject('domain', 'packages/domain'),
      nodeProject('api', 'packages/api'),
      {
        test: {
          ...nodeProject('tms-sandbox', 'apps/tms-sandbox').test,
          // Seeds one database for the run; each test file starts from a copy of it.
          globalSetup: ['src/seededSnapshot.globalSetup.ts'],
        },
      },
      nodeProject('portal', 'apps/portal'),
      // The project's own tooling: the lint rule that guards the arrows.
      { test: { name: 'tools', root: '.', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [react(), vanillaExtractPlugin()],
        // Pre-bundled up front: a dependency Vite discovers mid-run makes it reload, and on a cold run
        // (a fresh clone in CI) the test file being imported at that moment fails to load.
        optimizeDeps: {
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@ariakit/react',
            '@tanstack/react-virtual',
            'pdfjs-dist',
            'utif',
            'd3-geo',
            'lexical',
          ].map((dependency) => `@freightkit/ui > ${dependency}`),
        },
        test: {
          testTimeout: 60_000,
          name: 'ui',
          root: 'packages/ui',
          include: ['src/**/*.test.{ts,tsx}'],
          browser: browser(),
        },
      },
      storyProject(),
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
      reporter: ['text-summary'],
    },
  },
});

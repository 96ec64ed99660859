// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import freightkit from './scripts/eslint/plugin.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.storybook/public/**',
      '**/.sandbox-data/**',
      // A sibling portal's app (ADR 046): its own package and tsconfig, checked by the consumer proof.
      'tests/consumer/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // The one-way arrows between the packages, and no reaching into another package's source (ADR 020).
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { freightkit },
    rules: { 'freightkit/layers': ['error', { root: import.meta.dirname }] },
  },
  {
    // Every text a person reads comes from a catalog, so it exists in all three languages (ADR 044).
    // Stories, tests and fixtures write the data a screen shows, not the screen's own words.
    files: ['apps/portal/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/fixtures/**', '**/*Fixtures.tsx', '**/*.fixtures.tsx'],
    plugins: { freightkit },
    rules: { 'freightkit/literal-text': 'error' },
  },
  {
    // Plain JavaScript (scripts, benchmarks, this config): the recommended rules without type information.
    files: ['**/*.{mjs,js}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
  {
    // Tests, stories and benchmarks may use non-null assertions on elements they just queried.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', 'tests/**/*.ts', 'packages/ui/bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

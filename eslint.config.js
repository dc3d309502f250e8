import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Boundary rules, as allow lists (ADR 0001): plugins meet only through `@app/plugin-x/shared`, so a new
 * subpath (an engine, readers, a form model) stays private without touching this file. Tests may boot other
 * plugins (`/server`, `/testing`, test helpers) and stories render their `/web`. Each host imports only the
 * extension point it composes. core imports no plugin and no app; nothing imports the composition root.
 */
const apps = ['@app/server', '@app/server/*', '@app/web', '@app/widgets', '@app/cli', '@app/storybook'];
const noApps = {
  group: apps,
  message: 'apps are composition roots: nothing under core/, plugins/ or another host imports them',
};
/** A plugin import other than `@app/plugin-x/<allowed>`. */
const pluginImportsExcept = (allowed) => `^@app/plugin-[^/]+(?:/(?!(?:${allowed})$).*)?$`;
const crossPlugin = (allowed, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { regex: pluginImportsExcept(allowed), message },
        noApps,
        { group: ['../../*/src/**', '**/plugins/*/src/**'], message: 'no relative imports across plugins' },
      ],
    },
  ],
});
const testFiles = [
  'plugins/*/src/**/*.test.{ts,tsx}',
  'plugins/*/src/**/*.test-helpers.ts',
  'plugins/*/src/testing/**',
  'plugins/*/src/**/*.stories.tsx',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'storybook-static/**',
      '**/.tap/**',
      'test-results/**',
      'playwright-report/**',
      'tests/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@app/plugin-', message: 'core never imports a plugin' },
            noApps,
            { group: ['**/plugins/**', '**/apps/**'], message: 'core never imports a plugin or an app' },
          ],
        },
      ],
    },
  },
  {
    files: ['plugins/*/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: crossPlugin('shared', 'plugins import each other only via @app/plugin-x/shared'),
  },
  {
    files: testFiles,
    rules: crossPlugin(
      'shared|server|web|testing(?:/[a-z-]+)?|(?:[a-z-]+/)?test-helpers',
      'tests may also import /server, /testing, test helpers and (stories) /web',
    ),
  },
  { files: ['web/src/**/*.{ts,tsx}'], rules: crossPlugin('shared|web', "the web host composes each plugin's /web") },
  {
    files: ['widgets/src/**/*.{ts,tsx}'],
    rules: crossPlugin('shared|widgets', "the widgets host composes each plugin's /widgets"),
  },
);

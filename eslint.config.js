import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Boundary rules: plugins meet only through `/shared`; core/framework never imports a plugin. */
const pluginInternals = ['@app/plugin-*/server', '@app/plugin-*/web', '@app/plugin-*/cli', '@app/plugin-*/testing', '@app/plugin-*/server/*'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'storybook-static/**', '**/.tap/**', 'test-results/**', 'playwright-report/**', 'tests/artifacts/**'] },
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
    files: ['core/framework/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@app/plugin-*', '@app/server', '**/plugins/**'], message: 'core/framework never imports a plugin' }] }] },
  },
  {
    files: ['plugins/*/src/**/*.{ts,tsx}'],
    // Tests and their helpers boot other plugins (their /server and /testing); production code may not.
    ignores: ['plugins/*/src/**/*.test.ts', 'plugins/*/src/**/*.test-helpers.ts', 'plugins/*/src/**/*.stories.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: pluginInternals, message: 'plugins import each other only via /shared' }, { group: ['../../*/src/**', '**/plugins/*/src/**'], message: 'no relative imports across plugins' }] }] },
  },
);

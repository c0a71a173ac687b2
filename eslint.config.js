// One lint pipeline for every workspace. Import boundaries (ARCHITECTURE.md section 1):
// shared <- search, forms <- server, web; web never imports server; server never imports web or forms;
// a web feature never imports another feature or the app layer.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    { patterns: groups.map(([group, message]) => ({ group, message })) },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/forms/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['packages/shared/**'],
    rules: forbid(
      [['@careers/*', 'react', 'react-dom'], 'packages/shared depends on nothing of ours.'],
      [['**/apps/**'], 'packages never import apps.'],
    ),
  },
  {
    files: ['packages/search/**'],
    rules: forbid(
      [['@careers/server', '@careers/web', '@careers/forms'], 'search imports only shared.'],
      [['**/apps/**'], 'packages never import apps.'],
    ),
  },
  {
    files: ['packages/forms/**'],
    rules: forbid(
      [['@careers/server', '@careers/web', '@careers/search'], 'forms imports only shared.'],
      [['**/apps/**'], 'packages never import apps.'],
    ),
  },
  {
    files: ['apps/server/**'],
    rules: forbid(
      [
        ['@careers/web', '@careers/forms', 'react', 'react-dom'],
        'the server never imports web or forms.',
      ],
      [['**/apps/web/**', '../../web/**', '../web/**'], 'the server never imports web.'],
    ),
  },
  {
    files: ['apps/web/**'],
    rules: forbid([
      ['@careers/server', '**/apps/server/**', '../server/**'],
      'web never imports the server.',
    ]),
  },
  {
    files: ['apps/web/src/features/**'],
    rules: forbid(
      [['@careers/server', '**/apps/server/**'], 'web never imports the server.'],
      [
        ['@/features/*', '@/app/*', '../../*'],
        'a feature imports only its own files, shared code and packages.',
      ],
    ),
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: forbid(
      [['@careers/server', '**/apps/server/**'], 'web never imports the server.'],
      [['@/features/*', '@/app/*'], 'shared web code never imports features or the app layer.'],
    ),
  },
  prettier,
);

// One lint pipeline for every workspace. Import boundaries (docs/ARCHITECTURE.md, "Boundaries"):
// shared <- search, forms <- server, web; web never imports server; server never imports web or forms;
// a web feature never imports another feature or the app layer; the server's lower layers (plugins,
// db, http, services, core) never import modules; a module imports another only through its index.ts;
// no server product code imports the demo; and no file takes part in an import cycle. The server's
// floors in full, type imports included, are held by scripts/check-layers.ts.
import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const serverModules = fs
  .readdirSync('apps/server/src/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    { patterns: groups.map(([group, message]) => ({ group, message })) },
  ],
});

// A file takes the options of the last block that sets a rule, so every server block repeats the
// server's groups rather than losing them to a later block.
const serverNeverImportsWeb = [
  [
    ['@careers/web', '@careers/forms', 'react', 'react-dom'],
    'the server never imports web or forms.',
  ],
  [['**/apps/web/**', '../../web/**', '../web/**'], 'the server never imports web.'],
];
const productNeverImportsDemo = [['**/demo', '**/demo/**'], 'product code never imports the demo.'];

// The server's product code: everything but the demo itself (its dev routes included) and the CLI,
// less the three places that call the demo in (apps/server/src/demo/README.md) and the tests.
const serverProductFiles = {
  files: ['apps/server/src/**/*.ts'],
  ignores: [
    'apps/server/src/demo/**',
    'apps/server/src/cli/**',
    // boot: seeds the demo when the database holds no tenant yet
    'apps/server/src/start-server.ts',
    // registers the dev routes, outside production only
    'apps/server/src/app.ts',
    // a test may use demo content as a fixture (the forms tests store the showcase form)
    '**/*.test.ts',
    '**/*-test-kit.ts',
    // test support, as the tests: it writes test positions with the demo seed's row writer
    'apps/server/src/test/**',
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
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
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
    rules: forbid(...serverNeverImportsWeb),
  },
  {
    ...serverProductFiles,
    rules: forbid(...serverNeverImportsWeb, productNeverImportsDemo),
  },
  {
    files: [
      'apps/server/src/plugins/**',
      'apps/server/src/db/**',
      'apps/server/src/http/**',
      'apps/server/src/services/**',
      'apps/server/src/core/**',
    ],
    // a test may build the whole app to check its layer in place
    ignores: ['**/*.test.ts'],
    rules: forbid(...serverNeverImportsWeb, productNeverImportsDemo, [
      ['**/modules/**'],
      'plugins, db, http, services and core are below modules: they never import one.',
    ]),
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-kit.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: serverModules.map((module) => ({
            target: `./apps/server/src/modules/${module}`,
            from: './apps/server/src/modules',
            except: [
              `./${module}`,
              ...serverModules.map((other) => `./${other}/index.ts`),
              './register-modules.ts',
            ],
            message: 'a module uses another only through its index.ts.',
          })),
        },
      ],
    },
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

// One lint config for the monorepo. Layer rules (docs/ARCHITECTURE.md#conventions):
// packages/core imports nothing of the apps; the api and the web never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Module faces (docs/adding-a-module.md): an API module uses another only through its index.ts. The
// checkout modules (cart, order, payment, refund, invoice) are one module in five folders: they use
// each other freely, and everything else reaches them through modules/checkout/index.ts.
const here = path.dirname(fileURLToPath(import.meta.url));
const modulesDir = path.join(here, 'apps/api/src/modules');
const checkoutGroup = ['cart', 'order', 'payment', 'refund', 'invoice'];
const apiModuleFolders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const faceZones = apiModuleFolders.map((name) => {
  const own = [...checkoutGroup, 'checkout'].includes(name) ? `{${checkoutGroup.join(',')},checkout}` : name;
  return {
    target: `${modulesDir}/${name}/**/*`,
    from: `${modulesDir}/*/**/*`,
    except: [`${modulesDir}/${own}/**/*`, `${modulesDir}/!(${checkoutGroup.join('|')})/index.ts`],
    message: `Use another module through its face (its index.ts; the checkout modules through modules/checkout/index.ts), never its internals.`,
  };
});

// The web app runs react-router in its declarative mode (ADR 027): the data router's code (its
// creators, RouterProvider and the hooks that need it) would come back into every page's start-up.
const declarativeRouterOnly = {
  name: 'react-router',
  importNames: [
    'createBrowserRouter',
    'createHashRouter',
    'createMemoryRouter',
    'createStaticHandler',
    'createStaticRouter',
    'RouterProvider',
    'StaticRouterProvider',
    'useNavigation',
    'useRouteError',
    'useRouteLoaderData',
    'useLoaderData',
    'useActionData',
    'useMatches',
    'useRevalidator',
    'useFetcher',
    'useFetchers',
    'useSubmit',
    'useBlocker',
    'useAsyncError',
    'useAsyncValue',
    'Form',
    'ScrollRestoration',
    'Await',
  ],
  message: 'The web app uses react-router in declarative mode (ADR 027): no data router APIs.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.out/**',
      'bench/.node22/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}', 'apps/api/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}', '*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ['apps/web/public/sw.js'], languageOptions: { globals: { ...globals.serviceworker } } },
  {
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // Unused names are oxlint's (.oxlintrc.json, same options): the same check in a fraction of the
      // time; here it was 45 % of ESLint's rule time.
      '@typescript-eslint/no-unused-vars': 'off',
      'no-unused-vars': 'off',
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@courtside/api*',
                '@courtside/web*',
                'react*',
                'node:*',
                'fastify*',
                'drizzle-orm*',
                '**/apps/**',
              ],
              message: 'packages/core is pure domain code: no app, React, Node or DB imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@courtside/web*', '**/apps/web/**', 'react*'], message: 'The API never imports the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [declarativeRouterOnly],
          patterns: [
            {
              group: ['@courtside/api*', '**/apps/api/**', 'drizzle-orm*', 'fastify*'],
              message: 'The web app talks to the API over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The dashboard's frame and first screen are on the light layer (ADR 018): no MUI or emotion
    // there; a piece built with MUI loads on demand (nav-horizontal-menu.tsx, with withMuiTheme).
    files: [
      'apps/web/src/layouts/dashboard/**/*.{ts,tsx}',
      'apps/web/src/pages/dashboard/overview.tsx',
      'apps/web/src/sections/dashboard-home/**/*.{ts,tsx}',
      'apps/web/src/sections/dashboard/overview/**/*.{ts,tsx}',
      'apps/web/src/sections/dashboard/tasks/components/task-alerts.tsx',
      'apps/web/src/sections/dashboard/chat/components/chat-alerts.tsx',
      'apps/web/src/sections/dashboard/rentals/components/hand-out-panel.tsx',
    ],
    ignores: ['apps/web/src/layouts/dashboard/nav-horizontal-menu.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [declarativeRouterOnly],
          patterns: [
            {
              group: ['@courtside/api*', '**/apps/api/**', 'drizzle-orm*', 'fastify*'],
              message: 'The web app talks to the API over HTTP only.',
            },
            {
              group: ['@mui/*', '@emotion/*'],
              message: "The dashboard's frame and first screen use the light layer (ui/, ADR 018).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: faceZones }] },
  },
);

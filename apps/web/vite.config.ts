import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress, routePreloads } from './vite-plugins';

// The dev server proxies the API (npm run dev); production serves dist/ from the API process.
const apiPort = process.env.API_PORT ?? '3001';
const require = createRequire(import.meta.url);

/**
 * react-router's package exports only its development build (warnings and dev checks included);
 * the production build next to it is the same API without them. Builds use it.
 */
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * What every screen needs (React, the router, i18next, TanStack Query, zustand) goes into one vendor
 * chunk: it changes only when dependencies do, so browsers keep it across deployments, and one file
 * compresses better than many small ones. Not MUI's styling engine (emotion, stylis, @mui/system):
 * the public pages' first paint is built without it (src/ui, the light layer).
 */
const VENDOR = new RegExp(
  `node_modules[\\\\/](${[
    'react',
    'react-dom',
    'scheduler',
    'react-router',
    '@tanstack',
    'i18next',
    'react-i18next',
    'zustand',
  ].join('|')})[\\\\/]`,
);

/**
 * The MUI modules of the public pages' first paint: @mui/material's shared folders (styles, utils,
 * internal, transitions, colors…: the lower-case folders but locales and the Autocomplete and
 * Pagination hooks) and the components that header, footer, home,
 * events and booking render at once, with the outlined input parts of components/form/light-field.
 * Not MUI's Modal family (Dialog, Modal, Backdrop, Fade, Portal, focus trap): the one dialog that
 * must work offline, "Connection Lost", is a dialog of its own. Menus, MUI's Select,
 * TextField and drawers are not here: they load with the screens or popups that use them.
 */
const MUI_FIRST_PAINT = new RegExp(
  `node_modules[\\\\/](?:@emotion|stylis|clsx|react-is|prop-types|hoist-non-react-statics|@babel[\\\\/]runtime|@mui[\\\\/](?:system|utils|styled-engine)|@mui[\\\\/](?:icons-material[\\\\/]utils|material[\\\\/](?:(?!locale|useAutocomplete|usePagination)[a-z][\\w-]*|${[
    'Alert',
    'AppBar',
    'Badge',
    'Box',
    'Button',
    'ButtonBase',
    'ButtonGroup',
    'Card',
    'CardActionArea',
    'Chip',
    'CircularProgress',
    'Container',
    'CssBaseline',
    'DefaultPropsProvider',
    'Divider',
    'FormControl',
    'FormLabel',
    'GlobalStyles',
    'IconButton',
    'Input',
    'InputBase',
    'InputLabel',
    'InitColorSchemeScript',
    'Link',
    'NativeSelect',
    'OutlinedInput',
    'Paper',
    'Skeleton',
    'Stack',
    'SvgIcon',
    'TextareaAutosize',
    'Toolbar',
    'Typography',
  ].join('|')})))[\\\\/]`,
);

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server build (entry-server.tsx) needs no copy of public/.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), routePreloads(), precompress()],
  resolve: {
    alias: [
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  // The server's first paint (src/entry-server.tsx, `vite build --ssr`): one self-contained file
  // the API server imports, with React and the rest bundled in.
  ssr: { noExternal: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/ping.txt': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    target: 'es2022',
    modulePreload: {
      // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the entry.
      polyfill: false,
      // A lazy screen's stylesheets load with it; its JavaScript dependencies are not preloaded
      // from the running app: the server names a public page's route chunks in its HTML
      // (route-preloads.json), the service worker keeps them, and the browser fetches a chunk's
      // static imports as it parses it. Saves the dependency lists in every chunk (2.5 KB on /booking).
      resolveDependencies: (_filename, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // The server build bundles every language eagerly; the browser build's lazy imports of the
      // same files are not a mistake there.
      onwarn(warning, warn) {
        if (isSsrBuild && warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR, priority: 30 },
            // MUI's base (styles, transitions, utils) and the components of the public pages' first
            // paint (header, footer, cards, notices); everything else stays out of the start-up.
            { name: 'mui', test: MUI_FIRST_PAINT, priority: 25 },
            // Other MUI components many screens share (fields, selects, menus, lists).
            {
              name: 'mui-more',
              test: /node_modules[\\/]@mui[\\/](?:material|icons-material)[\\/]/,
              minShareCount: 20,
              priority: 20,
            },
            // App modules most screens share (API client, auth store, paths, formatting). Not
            // lib/service-worker: it names the running build by the entry chunk it lives in. Not
            // the dashboard's shared helpers: public pages would download them too. Not the
            // icons of a few screens and of the dashboard (ui/icons-more.tsx, ui/icons-dashboard.tsx,
            // scripts/light-icons.mjs).
            {
              name: 'app',
              test: /apps[\\/]web[\\/]src[\\/](?!locales[\\/]|lib[\\/]service-worker\.ts|sections[\\/]dashboard[\\/]|ui[\\/]icons-(?:more|dashboard)\.tsx)/,
              minShareCount: 15,
              priority: 10,
            },
            // Not the formatting helpers (shared/format.ts): the dashboard's first screen (light
            // layer, ADR 018) uses them, and this chunk's page header and load states use MUI.
            {
              name: 'dashboard-shared',
              test: /apps[\\/]web[\\/]src[\\/]sections[\\/]dashboard[\\/](?!shared[\\/]format\.ts)/,
              minShareCount: 15,
              priority: 10,
              // Only the dashboard's own modules: with their dependencies (the default) the auth
              // store, API client and error view that public pages need landed here too, and with
              // them this chunk's MUI imports.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));

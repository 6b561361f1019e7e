import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesBelow(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes file.gz and file.br next to every text file of the build (1 KB and up), so the API serves
 * them precompressed (@fastify/static preCompressed) without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'courtside-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesBelow(outDir)).filter((file) => COMPRESSIBLE.test(file));
      for (const file of files) {
        if ((await stat(file)).size < 1024) continue;
        const body = await readFile(file);
        const [gz, br] = await Promise.all([
          gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
          brotliAsync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        ]);
        if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
        if (br.length < body.length) await writeFile(`${file}.br`, br);
      }
    },
  };
}

/**
 * Public pages whose lazily loaded route modules (layout and page) the server names in the HTML it
 * sends for that path (apps/api/src/plugins/spa.ts: modulepreload links), so the browser fetches
 * them next to the entry instead of after the entry has run. Keep in step with
 * src/routes/sections/main.tsx; a module that is missing from the build is reported.
 */
const ROUTE_MODULES: Record<string, string[]> = {
  '/': ['src/layouts/main/main-layout.tsx', 'src/pages/home.tsx'],
  '/booking': ['src/layouts/main/main-layout.tsx', 'src/sections/booking/view/booking-page.tsx'],
  '/events': ['src/layouts/main/main-layout.tsx', 'src/pages/events.tsx'],
  '/calendar': ['src/layouts/main/main-layout.tsx', 'src/pages/calendar.tsx'],
  '/pricing': ['src/layouts/main/main-layout.tsx', 'src/pages/pricing.tsx'],
  '/dynamic-slots': ['src/layouts/main/main-layout.tsx', 'src/pages/dynamic-slots.tsx'],
};

/** Modules that load on demand but must also work offline (see precache.json below). */
const OFFLINE_MODULES = ['src/sections/cart/components/notistack-host.tsx'];

/**
 * Writes route-preloads.json (path → the chunks its route modules need beyond the entry's, and
 * their stylesheets) and
 * precache.json (the chunks the service worker caches at install).
 */
function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'courtside-route-preloads',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    // After Vite's own hooks: Vite removes the chunks that only held CSS (a stylesheet imported
    // from several chunks) in generateBundle; listing them would preload and precache 404s.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const byModule = new Map(
          chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)),
        );
        const closure = (files: string[], seen = new Set<string>()) => {
          for (const file of files) {
            if (seen.has(file) || !byFile.has(file)) continue;
            seen.add(file);
            closure(byFile.get(file)?.imports ?? [], seen);
          }
          return seen;
        };
        const initial = closure(
          chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        );
        const routes: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
          const files = modules.flatMap((module) => {
            const chunk = byModule.get(path.join(root, module));
            if (!chunk) this.warn(`route-preloads: ${module} (${route}) is not in the build`);
            return chunk ? [chunk.fileName] : [];
          });
          const needed = [...closure(files)].filter((file) => !initial.has(file));
          // The stylesheets of those chunks too: a page the server renders (entry-server.tsx)
          // names them in its HTML, so its first paint is styled before the chunks run.
          const styles = needed.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          routes[route] = [...needed, ...new Set(styles)].map((file) => `/${file}`);
        }
        this.emitFile({
          type: 'asset',
          fileName: 'route-preloads.json',
          source: JSON.stringify(routes),
        });
        // What the service worker caches at install besides the entry (public/sw.js): the public
        // pages' route chunks, so they open offline once visited or not, and the chunks that must
        // work without a network although they load on demand (the toast host: "Back online!").
        const onDemand = OFFLINE_MODULES.flatMap((module) => {
          const chunk = byModule.get(path.join(root, module));
          if (!chunk) this.warn(`precache: ${module} is not in the build`);
          return chunk ? [chunk.fileName] : [];
        });
        const precache = new Set([
          ...Object.values(routes).flat(),
          ...[...closure(onDemand)].filter((file) => !initial.has(file)).map((file) => `/${file}`),
        ]);
        this.emitFile({
          type: 'asset',
          fileName: 'precache.json',
          source: JSON.stringify([...precache].sort()),
        });
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server build (entry-server.tsx) needs no copy of public/.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), routePreloads(), precompress()],
  resolve: {
    alias: [
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
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
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/ping.txt': `http://127.0.0.1:${apiPort}` },
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
            // the dashboard's shared helpers: public pages would download them too.
            {
              name: 'app',
              test: /apps[\\/]web[\\/]src[\\/](?!locales[\\/]|lib[\\/]service-worker\.ts|sections[\\/]dashboard[\\/])/,
              minShareCount: 15,
              priority: 10,
            },
            {
              name: 'dashboard-shared',
              test: /apps[\\/]web[\\/]src[\\/]sections[\\/]dashboard[\\/]/,
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

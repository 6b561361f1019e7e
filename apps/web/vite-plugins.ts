// The web build's own Vite plugins (vite.config.ts): precompressed copies of the text files, and
// the per-page lists of route chunks and stylesheets the API server and the service worker use.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

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
export function precompress(): Plugin {
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
  '/customers-bookings': ['src/layouts/main/main-layout.tsx', 'src/pages/customers-bookings.tsx'],
  '/post': ['src/layouts/main/main-layout.tsx', 'src/pages/post.tsx'],
  // `/*`: one more path segment (a post's page; apps/api/src/plugins/spa.ts shellFor).
  '/post/*': ['src/layouts/main/main-layout.tsx', 'src/pages/post.tsx'],
  '/product': ['src/layouts/main/main-layout.tsx', 'src/pages/product.tsx'],
  // A product's page (and the shop's checkout, from the same module; not rendered on the server).
  '/product/*': ['src/layouts/main/main-layout.tsx', 'src/pages/product.tsx'],
};

/** Modules that load on demand but must also work offline (see precache.json below). */
const OFFLINE_MODULES = ['src/sections/cart/components/notistack-host.tsx'];

/**
 * Writes route-preloads.json (path → the chunks its route modules need beyond the entry's, and
 * their stylesheets) and
 * precache.json (the chunks the service worker caches at install).
 */
export function routePreloads(): Plugin {
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
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
        const closure = (files: string[], seen = new Set<string>()) => {
          for (const file of files) {
            if (seen.has(file) || !byFile.has(file)) continue;
            seen.add(file);
            closure(byFile.get(file)?.imports ?? [], seen);
          }
          return seen;
        };
        const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const routes: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
          const files = modules.flatMap((module) => {
            const chunk = byModule.get(path.join(root, module));
            if (!chunk) this.warn(`route-preloads: ${module} (${route}) is not in the build`);
            return chunk ? [chunk.fileName] : [];
          });
          const needed = [...closure(files)].filter((file) => !initial.has(file));
          // The stylesheets of those chunks too: a page the server renders (entry-server.tsx)
          // names them in its HTML, so its first paint is styled before the chunks run. In the
          // order Vite loads them in the browser, a chunk's imports before the chunk itself: the
          // cascade must be the same (a page's own rules come after a shared component's).
          const styles: string[] = [];
          const visited = new Set<string>(initial);
          const addStyles = (file: string) => {
            if (visited.has(file) || !byFile.has(file)) return;
            visited.add(file);
            for (const imported of byFile.get(file)?.imports ?? []) addStyles(imported);
            styles.push(...(byFile.get(file)?.viteMetadata?.importedCss ?? []));
          };
          for (const file of files) addStyles(file);
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

#!/usr/bin/env node
// npm start: builds the web app and the API bundle when missing or stale, then starts one server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...p) => path.join(root, ...p);

/** Newest modification time below the given paths (files or folders), skipping node_modules. */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') walk(path.join(p, entry));
    } else if (s.mtimeMs > max) max = s.mtimeMs;
  };
  paths.forEach(walk);
  return max;
}

/** `output` is the file a build writes last: older than a source (or missing) means rebuild. */
function buildIfStale(name, output, inputs, command, args, cwd) {
  const outputFile = at(output);
  const built = existsSync(outputFile) ? statSync(outputFile).mtimeMs : 0;
  if (built >= newest(inputs.map((p) => at(p)))) return;
  const started = Date.now();
  console.log(`Building ${name}…`);
  execFileSync(command, args, { cwd: at(cwd), stdio: 'inherit' });
  console.log(`Built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const shared = ['packages/core/src', 'package-lock.json'];
const web = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins.ts',
  ...shared,
];
buildIfStale(
  'the web app',
  'apps/web/dist/index.html',
  web,
  process.execPath,
  [at('node_modules/vite/bin/vite.js'), 'build'],
  'apps/web',
);
// The server's first paint of the public pages (apps/web/src/entry-server.tsx, ADR 004).
buildIfStale(
  'the first paint',
  'apps/web/dist-server/entry-server.js',
  web,
  process.execPath,
  [
    at('node_modules/vite/bin/vite.js'),
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    'dist-server',
    '--emptyOutDir',
  ],
  'apps/web',
);
buildIfStale(
  'the API',
  'apps/api/dist/server.js',
  ['apps/api/src', 'apps/api/build.mjs', ...shared],
  process.execPath,
  ['build.mjs'],
  'apps/api',
);

process.env.NODE_ENV ??= 'production';
// Node 22.1+ keeps V8's compiled code of the server bundles between starts (no-op on Node 20;
// docs/decisions/016-start-up-time.md).
module.enableCompileCache?.();
await import(at('apps/api/dist/server.js'));

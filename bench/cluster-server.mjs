// The built API as N processes sharing one port through node:cluster (API_PROCESSES, default 2),
// for comparing one process with several on the same machine (bench/README.md, "One API process
// or two"). Each worker is a whole server as `node apps/api/dist/server.js` starts it, with the
// environment given (DATABASE_URL, PORT, JOBS, AVAILABILITY_CACHE_MS…); PostgreSQL only, since
// PGlite lives inside one process.
import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const processes = Number(process.env.API_PROCESSES ?? 2);
if (!process.env.DATABASE_URL) {
  console.error('bench/cluster-server.mjs needs DATABASE_URL (PostgreSQL): PGlite cannot be shared by processes.');
  process.exit(1);
}
if (cluster.isPrimary) {
  for (let i = 0; i < processes; i += 1) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (code !== 0) console.error(`worker ${worker.process.pid} exited with ${code}`);
  });
} else {
  const server = path.resolve(import.meta.dirname, '..', 'apps', 'api', 'dist', 'server.js');
  await import(pathToFileURL(server).href);
}

// The PGlite side of the test templates (test/global-setup.ts makes them, test/helper.ts opens a copy
// per test file): each API test file starts a PGlite from a data-directory dump, so the dump's size
// and PGlite's start-up are paid once per file, about 180 times a run.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PGliteBoot } from '../src/db/client';

/**
 * A dump of the cluster without its spare WAL segments. After a checkpoint PostgreSQL keeps the
 * segments it no longer needs as renamed spares for later writes (16 MB each): three of the four
 * segments, 48 MB of the seeded dump's 127 MB, which every test file would otherwise unpack.
 * PostgreSQL creates spares again when it needs them; only the segment being written is kept.
 */
export async function compactDump(pglite: PGlite): Promise<Buffer> {
  await pglite.exec('CHECKPOINT');
  const current = (await pglite.query<{ name: string }>('SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS name'))
    .rows[0]!.name;
  const tar = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  const kept: Buffer[] = [];
  let offset = 0;
  // ustar: a 512-byte header (name at 0, size in octal at 124, name prefix at 345), then the data
  // padded to 512 bytes; two zero blocks end the archive.
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (from: number, to: number) => header.subarray(from, to).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(field(124, 136).trim() || '0', 8);
    const length = 512 + Math.ceil(size / 512) * 512;
    const name = path.posix.join(field(345, 500), field(0, 100));
    const spareSegment = /(^|\/)pg_wal\/[0-9A-F]{24}$/.test(name) && !name.endsWith(current);
    if (!spareSegment) kept.push(tar.subarray(offset, offset + length));
    offset += length;
  }
  kept.push(Buffer.alloc(1024));
  return Buffer.concat(kept);
}

/**
 * Drops template0 and template1 from a test cluster: PGlite connects to `postgres` and the tests never
 * create databases, but the two catalogs are 602 of the seeded dump's 1 442 files and 15 of its 78 MB,
 * unpacked by every test file (measured: an open from the dump costs ≈ 15 % less without them).
 */
export async function dropTemplateDatabases(pglite: PGlite): Promise<void> {
  await pglite.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await pglite.exec('DROP DATABASE template0');
  await pglite.exec('DROP DATABASE template1');
}

/**
 * Bytes PGlite takes as a Blob, handed over as one: PGlite reads a Blob only through `arrayBuffer()`,
 * and Node's Blob copies a large one out in small chunks and joins them (measured: reading the 63 MB
 * seeded dump and the 5 MB file-system bundle that way was about half of a test file's 1.8 s open).
 * Each call gets a copy, since PGlite may write into the buffer it is given.
 */
export function bytesAsBlob(bytes: Uint8Array, type = ''): Blob {
  const blob = {
    type,
    size: bytes.byteLength,
    arrayBuffer: async () => bytes.slice().buffer,
  };
  return blob as unknown as Blob;
}

const dumps = new Map<string, Uint8Array>();
/** A template dump read once per test worker (the API project shares a worker's modules across files). */
export function templateDump(file: string): Blob {
  let bytes = dumps.get(file);
  if (!bytes) dumps.set(file, (bytes = readFileSync(file)));
  return bytesAsBlob(bytes, 'application/x-tar');
}

let boot: PGliteBoot | undefined;
// The WebAssembly global exists in Node.js; the project's ES2023 library declares only its types.
const { compile } = (
  globalThis as unknown as { WebAssembly: { compile(code: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

/**
 * PGlite's WebAssembly compiled, and its file-system bundle read, once per test worker instead of
 * once per file.
 */
export async function pgliteBoot(): Promise<PGliteBoot> {
  if (boot) return boot;
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
    ['pglite.wasm', 'initdb.wasm'].map((file) => compile(readFileSync(path.join(dist, file)))),
  );
  boot = {
    pgliteWasmModule: pgliteWasmModule!,
    initdbWasmModule: initdbWasmModule!,
    fsBundle: bytesAsBlob(readFileSync(path.join(dist, 'pglite.data'))),
  };
  return boot;
}

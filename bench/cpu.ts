// CPU accounting shared by the benches (Linux /proc, 100 ticks a second): a process's CPU, the
// PostgreSQL backends serving one database on this host, and this process's own. On two cores
// shared by the API, PostgreSQL and the load generator, "where the CPU went" explains a ratio
// better than the rate alone.
import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds (user + system) the process `pid` has used so far. */
export function processSeconds(pid: number): number {
  const { user, system } = processSplit(pid);
  return user + system;
}

/** CPU seconds the process `pid` has used so far in user space and in the kernel (system calls, network). */
function processSplit(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

/** CPU ticks of every PostgreSQL backend connected to `database` (by its command line), per pid. */
function backendTicks(database: string | undefined): Map<string, number> {
  const ticks = new Map<string, number>();
  if (!database) return ticks;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, Number(f[11]) + Number(f[12]));
    } catch {
      // gone meanwhile
    }
  }
  return ticks;
}

/** CPU seconds the backends of `database` used since `from` (backendTicks earlier). */
function backendSecondsSince(database: string | undefined, from: Map<string, number>): number {
  let sum = 0;
  for (const [pid, t] of backendTicks(database)) sum += t - (from.get(pid) ?? 0);
  return sum / 100;
}

/** CPU seconds (user + system) this process has used so far. */
function ownSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

export interface CpuSplit {
  server: number;
  /** Of `server`, the seconds in the kernel (socket writes and reads, wake-ups), when measured. */
  serverKernel: number;
  database: number;
  client: number;
}

/**
 * Starts measuring the CPU of the server process (a pid, or a function giving its CPU seconds), the
 * database's backends and this process (the client); the returned function gives the seconds each
 * used since.
 */
export function cpuMeter(server: number | (() => number), database: string | undefined): () => CpuSplit {
  const split = () => (typeof server === 'number' ? processSplit(server) : { user: server(), system: 0 });
  const start = split();
  const backends = backendTicks(database);
  const client = ownSeconds();
  return () => {
    const now = split();
    return {
      server: now.user + now.system - start.user - start.system,
      serverKernel: now.system - start.system,
      database: backendSecondsSince(database, backends),
      client: ownSeconds() - client,
    };
  };
}

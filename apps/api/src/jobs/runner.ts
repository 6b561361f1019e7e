// Background jobs run inside the API process on an interval. Each job must be safe when several
// API processes run it at once (row locks with SKIP LOCKED, or idempotent statements).
// While the database is away the jobs pause: each tick only probes the server (one warning when it
// goes, one info line when it is back, logged by the database module), then they resume.
import type { FastifyInstance } from 'fastify';
import { isConnectionError } from '../lib/pg-errors';

export interface Job {
  name: string;
  everyMs: number;
  run: (app: FastifyInstance) => Promise<void>;
}

/** Starts the given jobs (every module's, collected by server.ts from app.ts's apiModules). */
export function startJobs(app: FastifyInstance, jobs: readonly Job[]): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  for (const job of jobs) {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const p = runUnlessDatabaseDown(app, job)
        .catch((err: unknown) => {
          if (isConnectionError(err)) app.dbHandle.status.markDown(err);
          else app.log.error({ err, job: job.name }, 'job failed');
        })
        .finally(() => {
          busy = false;
          running.delete(p);
        });
      running.add(p);
    };
    timers.push(setInterval(tick, job.everyMs));
    setTimeout(tick, 1000).unref();
  }
  return async () => {
    for (const t of timers) clearInterval(t);
    await Promise.allSettled([...running]);
  };
}

/** Runs the job, or while the database is marked down, only checks whether it is back. */
async function runUnlessDatabaseDown(app: FastifyInstance, job: Job): Promise<void> {
  const status = app.dbHandle.status;
  if (!status.up) {
    try {
      await app.dbHandle.query('select 1');
    } catch {
      return;
    }
    // A fresh connection marks the status up; a query on a kept one may not have.
    status.markUp();
  }
  await job.run(app);
}

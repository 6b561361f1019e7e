// Background jobs run inside the API process on an interval. Each job must be safe when several
// API processes run it at once (row locks with SKIP LOCKED, or idempotent statements).
import type { FastifyInstance } from 'fastify';

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
      const p = job
        .run(app)
        .catch((err: unknown) => app.log.error({ err, job: job.name }, 'job failed'))
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

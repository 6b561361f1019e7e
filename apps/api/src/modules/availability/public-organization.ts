// Which organization an availability request is about. Anonymous grids ask many times a second
// with the same tenant hint; its answer is kept for a few seconds per hint (signed-in callers are
// pinned to their organization by lib/tenant.ts without a query anyway).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestOrganizationId } from '../../lib/tenant';

const TTL_MS = 10_000;
// Per app instance: tests (and tools) may run several apps on different databases in one process.
const caches = new WeakMap<FastifyInstance, Map<string, { id: string; until: number }>>();

export async function publicOrganizationId(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  if (request.auth) return requestOrganizationId(app, request);
  const header = request.headers['x-organization'];
  const query = (request.query as Record<string, unknown> | undefined)?.tenantId;
  const hint = `${typeof header === 'string' ? header : ''}|${typeof query === 'string' ? query : ''}`;
  const now = Date.now();
  let byHint = caches.get(app);
  if (!byHint) {
    byHint = new Map();
    caches.set(app, byHint);
  }
  const cached = byHint.get(hint);
  if (cached && cached.until > now) return cached.id;
  const id = await requestOrganizationId(app, request);
  if (byHint.size > 1_000) byHint.clear();
  byHint.set(hint, { id, until: now + TTL_MS });
  return id;
}

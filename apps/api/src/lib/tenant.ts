// Which organization a request acts on. Signed-in callers are pinned to their own organization: an
// X-Organization header or tenantId query naming another one is ignored (docs/product.md#roles: every query
// is scoped by the caller's organization). Only a superadmin may switch organizations that way.
// Anonymous requests (grids, holds, cart, checkout) ask many times a second with the same tenant
// hint: its answer is kept for a few seconds per hint and app instance, so they skip that query.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveOrganization } from '../modules/organization/organization.service';

const TTL_MS = 10_000;
// Per app instance: tests (and tools) may run several apps on different databases in one process.
const caches = new WeakMap<FastifyInstance, Map<string, { id: string; until: number }>>();

export async function requestOrganizationId(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const auth = request.auth;
  if (auth && !auth.isSuperadmin) return auth.organizationId;
  if (auth?.isSuperadmin && !asksForOrganization(request)) return auth.organizationId;
  if (auth) return (await resolveOrganization(app.db, request)).id;
  return anonymousOrganizationId(app, request);
}

async function anonymousOrganizationId(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const { header, query } = hintsOf(request);
  const hint = `${header}|${query}`;
  const now = Date.now();
  let byHint = caches.get(app);
  if (!byHint) {
    byHint = new Map();
    caches.set(app, byHint);
  }
  const cached = byHint.get(hint);
  if (cached && cached.until > now) return cached.id;
  const id = (await resolveOrganization(app.db, request)).id;
  if (byHint.size > 1_000) byHint.clear();
  byHint.set(hint, { id, until: now + TTL_MS });
  return id;
}

function hintsOf(request: FastifyRequest): { header: string; query: string } {
  const header = request.headers['x-organization'];
  const query = (request.query as Record<string, unknown> | undefined)?.tenantId;
  return { header: typeof header === 'string' ? header : '', query: typeof query === 'string' ? query : '' };
}

function asksForOrganization(request: FastifyRequest): boolean {
  const { header, query } = hintsOf(request);
  return header !== '' || query !== '';
}

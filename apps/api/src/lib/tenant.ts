// Which organization a request acts on. Signed-in callers are pinned to their own organization: an
// X-Organization header or tenantId query naming another one is ignored (docs/product.md#roles: every query
// is scoped by the caller's organization). Only a superadmin may switch organizations that way.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveOrganization } from '../modules/organization/organization.service';

export async function requestOrganizationId(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const auth = request.auth;
  if (auth && !auth.isSuperadmin) return auth.organizationId;
  if (auth?.isSuperadmin && !asksForOrganization(request)) return auth.organizationId;
  return (await resolveOrganization(app.db, request)).id;
}

function asksForOrganization(request: FastifyRequest): boolean {
  const header = request.headers['x-organization'];
  const query = (request.query as Record<string, unknown> | undefined)?.tenantId;
  return (typeof header === 'string' && header !== '') || (typeof query === 'string' && query !== '');
}

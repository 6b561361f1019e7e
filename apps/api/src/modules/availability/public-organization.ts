// Which organization an availability request is about. Anonymous callers' tenant hints are cached
// by lib/tenant.ts (as for every anonymous route); signed-in callers are pinned to their organization.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestOrganizationId } from '../../lib/tenant';

export async function publicOrganizationId(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  return requestOrganizationId(app, request);
}

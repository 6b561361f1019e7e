import type { FastifyRequest } from 'fastify';
import { organizationSettings } from '@courtside/core/organization';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { organizationRepository } from './organization.repository';
import type { OrganizationRow } from './organization.repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The organization a public request is about: the `X-Organization` header or `tenantId` query
 * (uuid or slug) when given, else the installation's first organization. Signed-in requests are
 * scoped by the caller's organization instead (see the auth plugin).
 */
export async function resolveOrganization(db: DbOrTx, request: FastifyRequest): Promise<OrganizationRow> {
  const header = request.headers['x-organization'];
  const query = (request.query as Record<string, unknown> | undefined)?.tenantId;
  const wanted = (typeof header === 'string' && header) || (typeof query === 'string' && query) || undefined;
  if (wanted) {
    const org = uuidPattern.test(wanted)
      ? await organizationRepository.findById(db, wanted)
      : await organizationRepository.findBySlug(db, wanted);
    if (!org) throw new AppError('NOT_FOUND', `Organization ${wanted} not found`);
    return org;
  }
  const org = await organizationRepository.findDefault(db);
  if (!org) throw new AppError('UNAVAILABLE', 'No organization is set up yet');
  return org;
}

/** What anyone may know about an organization (public pages, Impressum, checkout fees). */
export function publicOrganization(org: OrganizationRow) {
  const settings = organizationSettings(org.settings);
  return {
    uuid: org.id,
    name: org.name,
    slug: org.slug,
    timezone: org.timezone,
    currency: org.currency,
    locale: org.locale,
    legal: org.legal,
    social: org.social,
    settings: {
      serviceFee: settings.serviceFee,
      vatPercent: settings.vatPercent,
      holdMinutes: settings.holdMinutes,
      holdExtensions: settings.holdExtensions,
      shopEnabled: settings.shopEnabled,
      maintenanceMode: settings.maintenanceMode,
      cancellation: settings.cancellation,
    },
  };
}

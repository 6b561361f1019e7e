// /api/v1/seasons and /api/v1/scheduling-rules (docs/product.md#public-site names both route constants), and
// /api/v1/settings/venue for the organization's policies. All need settings.manage.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ruleBodySchema,
  rulePatchSchema,
  ruleSchema,
  seasonBodySchema,
  seasonPatchSchema,
  seasonSchema,
  setupListQuerySchema,
  venueSettingsPatchSchema,
  venueSettingsSchema,
} from '@courtside/core/venue-setup-schemas';
import { notFound } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { createRule, createSeason, deleteRule, deleteSeason, updateRule, updateSeason } from './season-rule.service';
import { readVenueSettings, updateVenueSettings } from './settings.service';
import { ruleDto, seasonDto } from './venue-setup.dto';
import { venueSetupRepository as repo } from './venue-setup.repository';
import { setupActor } from './setup-actor';
import { settingsOf } from '../booking';

const idParams = z.object({ id: z.uuid() });
const deleted = z.object({ status: z.number(), message: z.string() });
const security = [{ bearerAuth: [] }];

export const seasonRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = app.requirePermission('settings.manage');

  app.get(
    '/api/v1/seasons',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Seasons with opening hours',
        security,
        querystring: setupListQuerySchema.pick({ locationId: true }),
        response: { 200: z.object({ rows: z.array(seasonSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const rows = await repo.listSeasons(app.db, await requestOrganizationId(app, request), request.query.locationId);
      return { rows: rows.map(seasonDto), count: rows.length };
    },
  );

  app.post(
    '/api/v1/seasons',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Add a season (refused when it overlaps another season of the location)',
        security,
        body: seasonBodySchema,
        response: { 201: seasonSchema },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await createSeason(app.db, setupActor(request, organizationId), request.body);
      return reply.status(201).send(seasonDto({ ...row, ruleCount: 0 }));
    },
  );

  app.patch(
    '/api/v1/seasons/:id',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Change dates, name or opening hours of a season',
        security,
        params: idParams,
        body: seasonPatchSchema,
        response: { 200: seasonSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await updateSeason(app.db, setupActor(request, organizationId), request.params.id, request.body);
      return seasonDto({ ...row, ruleCount: (await repo.listRules(app.db, organizationId, row.id)).length });
    },
  );

  app.delete(
    '/api/v1/seasons/:id',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Delete a season (and its rules) that has no open bookings',
        security,
        params: idParams,
        response: { 200: deleted },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const { timeZone } = await settingsOf(app.db, organizationId);
      await deleteSeason(app.db, setupActor(request, organizationId), request.params.id, timeZone);
      return { status: 200, message: 'Season deleted' };
    },
  );

  app.get(
    '/api/v1/scheduling-rules',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Scheduling rules and prices',
        security,
        querystring: setupListQuerySchema.pick({ seasonId: true }),
        response: { 200: z.object({ rows: z.array(ruleSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const rows = await repo.listRules(app.db, await requestOrganizationId(app, request), request.query.seasonId);
      return { rows: rows.map(ruleDto), count: rows.length };
    },
  );

  app.get(
    '/api/v1/scheduling-rules/:id',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'One scheduling rule',
        security,
        params: idParams,
        response: { 200: ruleSchema },
      },
    },
    async (request) => {
      const row = await repo.findRule(app.db, await requestOrganizationId(app, request), request.params.id);
      if (!row) throw notFound('Scheduling rule');
      return ruleDto(row);
    },
  );

  app.post(
    '/api/v1/scheduling-rules',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Add a rule for a court or a category in a season',
        security,
        body: ruleBodySchema,
        response: { 201: ruleSchema },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      return reply
        .status(201)
        .send(ruleDto(await createRule(app.db, setupActor(request, organizationId), request.body)));
    },
  );

  app.patch(
    '/api/v1/scheduling-rules/:id',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Change a rule: slot length, types, windows, prices (effective at once)',
        security,
        params: idParams,
        body: rulePatchSchema,
        response: { 200: ruleSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      return ruleDto(await updateRule(app.db, setupActor(request, organizationId), request.params.id, request.body));
    },
  );

  app.delete(
    '/api/v1/scheduling-rules/:id',
    {
      preHandler: manage,
      schema: { tags: ['venue'], summary: 'Delete a rule', security, params: idParams, response: { 200: deleted } },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      await deleteRule(app.db, setupActor(request, organizationId), request.params.id);
      return { status: 200, message: 'Scheduling rule deleted' };
    },
  );

  app.get(
    '/api/v1/settings/venue',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Service fee, VAT, cancellation policy, maintenance mode, shop',
        security,
        response: { 200: venueSettingsSchema },
      },
    },
    async (request) => readVenueSettings(app.db, await requestOrganizationId(app, request)),
  );

  app.patch(
    '/api/v1/settings/venue',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Change policies (fields left out keep their value)',
        security,
        body: venueSettingsPatchSchema,
        response: { 200: venueSettingsSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      return updateVenueSettings(app.db, setupActor(request, organizationId), request.body);
    },
  );
};

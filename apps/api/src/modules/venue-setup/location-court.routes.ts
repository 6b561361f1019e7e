// /api/v1/locations and /api/v1/courts: the venue's places and courts (settings.manage). The public
// /api/v1/resources lists only active courts; this list has inactive ones too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courtBodySchema,
  courtPatchSchema,
  courtSchema,
  locationBodySchema,
  locationPatchSchema,
  locationSchema,
  setupListQuerySchema,
} from '@courtside/core/venue-setup-schemas';
import { notFound } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import {
  createCourt,
  createLocation,
  deleteCourt,
  deleteLocation,
  updateCourt,
  updateLocation,
} from './location-court.service';
import { courtDto, locationDto } from './venue-setup.dto';
import { venueSetupRepository as repo } from './venue-setup.repository';
import { setupActor } from './setup-actor';

const idParams = z.object({ id: z.uuid() });
const deleted = z.object({ status: z.number(), message: z.string() });
const security = [{ bearerAuth: [] }];

export const locationCourtRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = app.requirePermission('settings.manage');

  app.get(
    '/api/v1/locations',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Locations with their number of courts',
        security,
        response: { 200: z.object({ rows: z.array(locationSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const rows = await repo.listLocations(app.db, await requestOrganizationId(app, request));
      return { rows: rows.map(locationDto), count: rows.length };
    },
  );

  app.post(
    '/api/v1/locations',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Add a location',
        security,
        body: locationBodySchema,
        response: { 201: locationSchema },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await createLocation(app.db, setupActor(request, organizationId), request.body);
      return reply.status(201).send(locationDto({ ...row, courtCount: 0 }));
    },
  );

  app.patch(
    '/api/v1/locations/:id',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Change a location',
        security,
        params: idParams,
        body: locationPatchSchema,
        response: { 200: locationSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await updateLocation(app.db, setupActor(request, organizationId), request.params.id, request.body);
      return locationDto({ ...row, courtCount: await repo.countCourtsAt(app.db, row.id) });
    },
  );

  app.delete(
    '/api/v1/locations/:id',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Delete a location without courts',
        security,
        params: idParams,
        response: { 200: deleted },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      await deleteLocation(app.db, setupActor(request, organizationId), request.params.id);
      return { status: 200, message: 'Location deleted' };
    },
  );

  app.get(
    '/api/v1/courts',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Every court, active or not',
        security,
        querystring: setupListQuerySchema.pick({ locationId: true }),
        response: { 200: z.object({ rows: z.array(courtSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const rows = await repo.listCourts(app.db, await requestOrganizationId(app, request), request.query.locationId);
      return { rows: rows.map(courtDto), count: rows.length };
    },
  );

  app.get(
    '/api/v1/courts/:id',
    {
      preHandler: manage,
      schema: { tags: ['venue'], summary: 'One court', security, params: idParams, response: { 200: courtSchema } },
    },
    async (request) => {
      const row = await repo.findCourt(app.db, await requestOrganizationId(app, request), request.params.id);
      if (!row) throw notFound('Court');
      return courtDto(row);
    },
  );

  app.post(
    '/api/v1/courts',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Add a court',
        security,
        body: courtBodySchema,
        response: { 201: courtSchema },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      return reply
        .status(201)
        .send(courtDto(await createCourt(app.db, setupActor(request, organizationId), request.body)));
    },
  );

  app.patch(
    '/api/v1/courts/:id',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Change a court (active: false takes it off sale)',
        security,
        params: idParams,
        body: courtPatchSchema,
        response: { 200: courtSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      return courtDto(await updateCourt(app.db, setupActor(request, organizationId), request.params.id, request.body));
    },
  );

  app.delete(
    '/api/v1/courts/:id',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Delete a court that was never booked',
        security,
        params: idParams,
        response: { 200: deleted },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      await deleteCourt(app.db, setupActor(request, organizationId), request.params.id);
      return { status: 200, message: 'Court deleted' };
    },
  );
};

// Rental endpoints (docs/product/shop.md#rentals): what a cart booking can take and how many, the
// cart's rentals, and for staff a booking's rentals and the day's hand-out list. Amounts are cents.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingRentalsAnswerSchema,
  handOutAnswerSchema,
  handOutQuerySchema,
  rentalOffersAnswerSchema,
  rentalQuantitySchema,
} from '@courtside/core/rentals';
import { requestOrganizationId } from '../../lib/tenant';
import { cartOwnerOf } from '../checkout';
import type { CartOwnerKey } from '../checkout';
import { cartRentals } from './rental-order';
import { bookingRentalsForStaff, handOutList } from './rental-desk';
import { rentalOffers, rentalToDto, setCartRental } from './rental.service';
import { cartRepository } from '../checkout';

const tags = ['rentals'];
const bookingParams = z.object({ bookingId: z.string().uuid() });
const rentalParams = z.object({ bookingId: z.string().uuid(), productId: z.string().uuid() });
const idParams = z.object({ id: z.string().uuid() });
const languageOf = (request: FastifyRequest) => request.headers['accept-language']?.slice(0, 2);

export const rentalRoutes: FastifyPluginAsyncZod = async (app) => {
  const offersOf = async (owner: CartOwnerKey, bookingId: string, request: FastifyRequest) => {
    const rows = await rentalOffers(app.db, owner, bookingId, { now: new Date(), language: languageOf(request) });
    return { rows, count: rows.length };
  };

  app.get(
    '/api/v1/cart/bookings/:bookingId/rentals',
    {
      schema: {
        tags,
        summary: 'Rentals offered for a court booking in the cart (published, with units free at its time)',
        params: bookingParams,
        response: { 200: rentalOffersAnswerSchema },
      },
    },
    async (request, reply) => offersOf(await cartOwnerOf(app, request, reply), request.params.bookingId, request),
  );

  app.put(
    '/api/v1/cart/bookings/:bookingId/rentals/:productId',
    {
      schema: {
        tags,
        summary: 'Set how many units of a rental a court booking in the cart takes (0 removes it)',
        params: rentalParams,
        body: rentalQuantitySchema,
        response: { 200: rentalOffersAnswerSchema },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      const { bookingId, productId } = request.params;
      await app.db.transaction((tx) =>
        setCartRental(tx, owner, { bookingId, productId, quantity: request.body.quantity, now: new Date() }),
      );
      return offersOf(owner, bookingId, request);
    },
  );

  app.delete(
    '/api/v1/cart/bookings/:bookingId/rentals/:productId',
    {
      schema: {
        tags,
        summary: 'Remove a rental from a court booking in the cart',
        params: rentalParams,
        response: { 200: rentalOffersAnswerSchema },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      const { bookingId, productId } = request.params;
      await app.db.transaction((tx) =>
        setCartRental(tx, owner, { bookingId, productId, quantity: 0, now: new Date() }),
      );
      return offersOf(owner, bookingId, request);
    },
  );

  app.get(
    '/api/v1/cart/rentals',
    {
      schema: {
        tags,
        summary: "The rentals taken with the cart's court bookings",
        response: { 200: bookingRentalsAnswerSchema },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      const cart = owner.userId || owner.guestToken ? await cartRepository.find(app.db, owner) : undefined;
      const rows = (await cartRentals(app.db, cart?.id, new Date())).map((r) => rentalToDto(r, languageOf(request)));
      return { rows, count: rows.length };
    },
  );

  app.get(
    '/api/v1/staff/bookings/:id/rentals',
    {
      preHandler: app.requirePermission('booking.read.any'),
      schema: {
        tags,
        summary: "A booking's rentals (staff)",
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: bookingRentalsAnswerSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const rows = await bookingRentalsForStaff(app.db, organizationId, request.params.id, languageOf(request));
      return { rows, count: rows.length };
    },
  );

  app.get(
    '/api/v1/staff/rentals/hand-out',
    {
      preHandler: app.requirePermission('booking.read.any'),
      schema: {
        tags,
        summary: "The day's rental hand-out list: what goes to which court at what time (staff)",
        security: [{ bearerAuth: [] }],
        querystring: handOutQuerySchema,
        response: { 200: handOutAnswerSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const list = await handOutList(app.db, organizationId, {
        ...(request.query.date ? { date: request.query.date } : {}),
        now: new Date(),
        language: languageOf(request),
      });
      return { ...list, count: list.rows.length };
    },
  );
};

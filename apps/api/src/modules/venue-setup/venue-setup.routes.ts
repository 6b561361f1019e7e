// Venue setup for managers and record histories; one plugin for app.ts.
import type { FastifyPluginAsync } from 'fastify';
import { closedDayRoutes } from './closed-day.routes';
import { historyRoutes } from './history.routes';
import { locationCourtRoutes } from './location-court.routes';
import { seasonRuleRoutes } from './season-rule.routes';

export const venueSetupRoutes: FastifyPluginAsync = async (app) => {
  await app.register(locationCourtRoutes);
  await app.register(seasonRuleRoutes);
  await app.register(historyRoutes);
  await app.register(closedDayRoutes);
};

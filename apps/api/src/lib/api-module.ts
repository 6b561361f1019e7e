// What an API module contributes to the app, declared in its <module>.module.ts and listed by name in
// app.ts (apiModules). Nothing registers itself at import time: buildApp registers the routes and
// hooks of the listed modules, server.ts starts their jobs (docs/adding-a-module.md).
import type { FastifyPluginAsync } from 'fastify';
import type { Job } from '../jobs/runner';
import type { BookingsCancelledHandler } from '../modules/booking/booking.hooks';
import type { UserDataSection } from '../modules/user';

export interface ApiModuleHooks {
  /** Runs inside the transaction that cancels bookings (booking lifecycle, docs/product.md#cancellation). */
  bookingsCancelled?: BookingsCancelledHandler;
  /** What the module holds about a person: in their data export, erased with their account. */
  userData?: UserDataSection;
}

export interface ApiModule {
  name: string;
  /** Fastify plugins, registered in this order. */
  routes?: readonly FastifyPluginAsync[];
  /** Background jobs, started by server.ts when jobs are enabled. */
  jobs?: readonly Job[];
  hooks?: ApiModuleHooks;
}

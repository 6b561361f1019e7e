// Builds the Fastify instance: plugins, then modules. It never listens (server.ts does), so tests
// drive it with app.inject() (docs/ARCHITECTURE.md#conventions).
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { handleFrameworkError, registerErrorHandler, sendRouteNotFound } from './plugins/error-handler';
import { registerHostileInputGuard } from './plugins/hostile-input';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { registerAuth } from './plugins/auth';
import { appVersion } from './lib/version';
import { healthModule } from './modules/health/health.module';
import { organizationModule } from './modules/organization/organization.module';
import { availabilityModule } from './modules/availability/availability.module';
import { resourceModule } from './modules/resource/resource.module';
import { bookingModule } from './modules/booking/booking.module';
import { dynamicSlotModule } from './modules/dynamic-slot/dynamic-slot.module';
import { subscriptionModule } from './modules/subscription/subscription.module';
import { eventModule } from './modules/event/event.module';
import { liveModule } from './modules/live/live.module';
import { authModule } from './modules/auth/auth.module';
import { mailModule } from './modules/mail/mail.module';
import { auditModule } from './modules/audit/audit.module';
import { permissionModule } from './modules/permission/permission.module';
import { userModule } from './modules/user/user.module';
import { registerUserDataSection } from './modules/user';
import { cartModule } from './modules/cart/cart.module';
import { couponModule } from './modules/coupon/coupon.module';
import { voucherModule } from './modules/voucher/voucher.module';
import { orderModule } from './modules/order/order.module';
import { paymentModule } from './modules/payment/payment.module';
import { invoiceModule } from './modules/invoice/invoice.module';
import { refundModule } from './modules/refund/refund.module';
import { contactModule } from './modules/contact/contact.module';
import { calendarFeedModule } from './modules/calendar-feed/calendar-feed.module';
import { pricingModule } from './modules/pricing/pricing.module';
import { sitemapModule } from './modules/sitemap/sitemap.module';
import { sessionPlayersModule } from './modules/session-players/session-players.module';
import { venueSetupModule } from './modules/venue-setup/venue-setup.module';
import { analyticsModule } from './modules/analytics/analytics.module';
import { bankingModule } from './modules/banking/banking.module';
import { dashboardModule } from './modules/dashboard/dashboard.module';
import { staffBookingModule } from './modules/staff-booking/staff-booking.module';
import { paymentLinkModule } from './modules/payment-link/payment-link.module';
import { exportModule } from './modules/export/export.module';
import type { ApiModule } from './lib/api-module';
import { onBookingsCancelled } from './modules/booking/booking.hooks';
import { isPayPalConfigured } from './modules/payment/providers/paypal-provider';
import { isAdyenConfigured } from './modules/payment/providers/adyen-provider';
import { isStripeConfigured } from './modules/payment/providers/stripe-provider';
import { waitlistModule } from './modules/waitlist/waitlist.module';
import { taskModule } from './modules/task/task.module';
import { mediaModule } from './modules/media/media.module';
import { postModule } from './modules/post/post.module';
import { shopModule } from './modules/shop/shop.module';
import { chatModule } from './modules/chat/chat.module';
import { passModule } from './modules/pass/pass.module';
import { courseModule } from './modules/course/course.module';
import { rentalModule } from './modules/rental/rental.module';
import { jobModule } from './modules/job/job.module';

/**
 * Every API module, by name: buildApp registers their routes and hooks in this order, server.ts starts
 * their jobs. A new module appends its <module>.module.ts export here (docs/adding-a-module.md).
 */
export const apiModules: readonly ApiModule[] = [
  healthModule,
  organizationModule,
  availabilityModule,
  resourceModule,
  bookingModule,
  dynamicSlotModule,
  subscriptionModule,
  eventModule,
  liveModule,
  authModule,
  mailModule,
  auditModule,
  permissionModule,
  userModule,
  cartModule,
  couponModule,
  voucherModule,
  orderModule,
  paymentModule,
  invoiceModule,
  refundModule,
  contactModule,
  calendarFeedModule,
  pricingModule,
  sitemapModule,
  sessionPlayersModule,
  venueSetupModule,
  analyticsModule,
  bankingModule,
  dashboardModule,
  staffBookingModule,
  paymentLinkModule,
  exportModule,
  waitlistModule,
  taskModule,
  mediaModule,
  postModule,
  shopModule,
  chatModule,
  passModule,
  courseModule,
  rentalModule,
  jobModule,
];

/** Fills the booking engine's extension points with the modules' hooks (idempotent per module). */
export function registerModuleHooks(modules: readonly ApiModule[]): void {
  for (const module of modules) {
    if (module.hooks?.bookingsCancelled) onBookingsCancelled(module.name, module.hooks.bookingsCancelled);
    if (module.hooks?.userData) registerUserDataSection(module.hooks.userData);
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the built SPA (off in API tests). */
  serveWeb?: boolean;
}

export async function buildApp({ config, database, serveWeb = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    // Off unless TRUST_PROXY says which proxies to believe; a hop count as the function Fastify's types accept.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbHandle', database);
  database.setLogger(app.log);
  // Synchronous: an async hook costs a promise and a microtask on every answer (docs/decisions/026-hot-path-requests.md).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  registerErrorHandler(app);
  registerHostileInputGuard(app);
  // Stripe's hosts only when Stripe is offered: all three keys, as the provider registry requires.
  await registerSecurityHeaders(app, {
    stripe: isStripeConfigured(config.stripe),
    paypal: isPayPalConfigured(config.paypal),
    adyen: isAdyenConfigured(config.adyen),
  });
  await app.register(cookie);
  await registerOpenApi(app, appVersion);
  await app.register(registerAuth);

  registerModuleHooks(apiModules);
  for (const module of apiModules) for (const routes of module.routes ?? []) await app.register(routes);

  const servesWeb = serveWeb && (await registerSpa(app, config.webDistDir));
  if (!servesWeb) app.setNotFoundHandler(sendRouteNotFound);
  return app;
}
